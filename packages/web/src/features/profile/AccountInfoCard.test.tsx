import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, type Profile } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flash } from '../../ui/flash';
import { envelope, renderWithRouter } from '../../test/render';
import { AccountInfoCard } from './AccountInfoCard';
import { ProfileBasicCard } from './ProfileBasicCard';

const profile: Profile = {
  objectId: 'User000001',
  name: 'Dana Whitfield',
  email: 'dana@heartland.example',
  address: null,
  phone: '806-555-0100',
  username: 'dana',
  profileImage: null,
  role: { name: 'dealer_admin' },
  organisation: null,
  farm: null,
  stripeCustomerDetails: null,
  permissions: [],
  parent: { parentType: null, parentName: null, isDirectChildOfProvider: false },
};

const failure = (status: number, error: string, message: string, fields: string[]) =>
  new Response(JSON.stringify({ success: false, status, error, message, data: null, fields }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('AccountInfoCard: the current password confirms sign-in changes', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const flash: Flash = { show: vi.fn(), banner: null };

  beforeEach(() => {
    fetchMock.mockReset();
    vi.mocked(flash.show).mockReset();
    // The server answers the profile with whatever was changed.
    fetchMock.mockImplementation(async (_path, init) => {
      // The card also reads whether an e-mail change waits for its confirmation (issue 36).
      if (!init?.body) {
        const twoFactor = { enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 };
        return envelope(200, { twoFactor, pendingEmail: null }, 'Account security');
      }
      const { currentPassword: _, ...change } = JSON.parse(init!.body as string);
      return envelope(200, { ...profile, ...change }, 'User updated successfully');
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.body).map(([, init]) => JSON.parse(init!.body as string));
  const currentPassword = () => screen.queryByLabelText(/Current Password/);
  const openAccountInfo = () => {
    renderWithRouter(<AccountInfoCard profile={profile} flash={flash} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Account Information' }));
  };
  const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

  it('shows no current password field until a sign-in field changes', async () => {
    openAccountInfo();
    expect(currentPassword()).toBeNull();
    change(screen.getByRole('textbox', { name: /Username/ }), 'dana.w');
    await waitFor(() => expect(currentPassword()).not.toBeNull());
    change(screen.getByRole('textbox', { name: /Username/ }), 'dana');
    await waitFor(() => expect(currentPassword()).toBeNull());
  });

  it('asks for the current password before saving a new username, then sends it with the change', async () => {
    openAccountInfo();
    const username = screen.getByRole('textbox', { name: /Username/ });
    change(username, 'dana.w');
    fireEvent.blur(username);
    expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED)).toBeTruthy();
    expect(patches()).toEqual([]);

    change(currentPassword()!, 'tilthdemo1');
    fireEvent.blur(currentPassword()!);
    await waitFor(() => expect(patches()).toEqual([{ username: 'dana.w', currentPassword: 'tilthdemo1' }]));
    await waitFor(() => expect(flash.show).toHaveBeenCalledWith('success', "'Username' updated"));
  });

  it('saves a new password with the current one and empties both fields afterwards', async () => {
    openAccountInfo();
    const newPassword = screen.getByLabelText(/New Password/);
    change(newPassword, 'Harvest2026');
    await waitFor(() => expect(currentPassword()).not.toBeNull());
    // Moving on to the current password field is how one saves: no error for it.
    fireEvent.blur(newPassword, { relatedTarget: currentPassword() });
    expect(screen.queryByText(CURRENT_PASSWORD_REQUIRED)).toBeNull();
    change(currentPassword()!, 'tilthdemo1');
    fireEvent.blur(currentPassword()!);

    await waitFor(() => expect(patches()).toEqual([{ password: 'Harvest2026', currentPassword: 'tilthdemo1' }]));
    await waitFor(() => expect((newPassword as HTMLInputElement).value).toBe(''));
    expect(currentPassword()).toBeNull();
  });

  it("shows the server's answer to a wrong current password under its field and tries no further change", async () => {
    fetchMock.mockImplementation(async (_path, init) =>
      init?.body ? failure(403, 'WrongPassword', CURRENT_PASSWORD_WRONG, ['currentPassword']) : failure(404, 'NotFound', 'Not found.', []),
    );
    openAccountInfo();
    change(screen.getByRole('textbox', { name: /Username/ }), 'dana.w');
    change(screen.getByRole('textbox', { name: /Email/ }), 'dana@elsewhere.example');
    await waitFor(() => expect(currentPassword()).not.toBeNull());
    change(currentPassword()!, 'guess1');
    fireEvent.blur(currentPassword()!);

    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeTruthy();
    expect(patches()).toEqual([{ username: 'dana.w', currentPassword: 'guess1' }]);
  });

  it('saves name and phone without asking for a password', async () => {
    renderWithRouter(<ProfileBasicCard profile={profile} flash={flash} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Basic Information' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    change(name, 'Dana W.');
    fireEvent.blur(name);
    await waitFor(() => expect(patches()).toEqual([{ name: 'Dana W.' }]));
    expect(currentPassword()).toBeNull();
  });
});
