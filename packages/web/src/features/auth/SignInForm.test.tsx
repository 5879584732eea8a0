import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CONNECTION } from '../../api/errors';
import { envelope, renderWithRouter } from '../../test/render';
import { SignInForm } from './SignInForm';

const signinData = { id: 'User000001', sessionToken: 'r:token', username: 'admin', role: 'tilth_admin', type: 'login' };

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SignInForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onSignedIn = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onSignedIn.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<SignInForm onSignedIn={onSignedIn} />, '/login');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const loginButton = () => screen.getByRole('button', { name: 'Login' });

  it('shows the heading, subtitle, sign-up link and a masked password field', () => {
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByText('Log in to your account to continue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up!" }).getAttribute('href')).toBe('/signup');
    expect(screen.getByLabelText(/Password/).getAttribute('type')).toBe('password');
  });

  it('keeps Login disabled until both fields are filled', async () => {
    expect(loginButton().hasAttribute('disabled')).toBe(true);
    type(/Username/, 'admin');
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(true));
    type(/Password/, 'tilthdemo1');
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(false));
  });

  it('shows a field error under the field as soon as it is emptied', async () => {
    type(/Username/, 'admin');
    type(/Username/, '');
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByLabelText(/Username/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the username as email and hands the answer over', async () => {
    fetchMock.mockResolvedValue(envelope(200, signinData, 'User logged in successfully'));
    type(/Username/, 'admin');
    type(/Password/, 'tilthdemo1');
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(loginButton());

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.calls[0]![0]).toEqual(signinData);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/user/signin');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'admin', password: 'tilthdemo1' });
  });

  it('sends the username trimmed, as the schema reads it', async () => {
    fetchMock.mockResolvedValue(envelope(200, signinData, 'User logged in successfully'));
    type(/Username/, '  admin ');
    type(/Password/, ' tilthdemo1 ');
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(loginButton());

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ email: 'admin', password: ' tilthdemo1 ' });
  });

  it("reads 'Logging In...' while the request is under way", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    type(/Username/, 'admin');
    type(/Password/, 'tilthdemo1');
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(loginButton());

    const busy = await screen.findByRole('button', { name: 'Logging In...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's message when sign-in fails", async () => {
    fetchMock.mockResolvedValue(envelope(401, null, 'Invalid username or password.', 'Unauthorized'));
    type(/Username/, 'admin');
    type(/Password/, 'wrong');
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached, without its address, and keeps what was typed when no answer arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    type(/Username/, 'admin');
    type(/Password/, 'tilthdemo1');
    await waitFor(() => expect(loginButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toContain(NO_CONNECTION);
    expect((screen.getByLabelText(/Username/) as HTMLInputElement).value).toBe('admin');
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe('tilthdemo1');
  });
});
