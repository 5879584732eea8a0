import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CURRENT_PASSWORD_WRONG, type Profile } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { PersonalInfoForm } from './PersonalInfoForm';

const profile: Profile = {
  objectId: 'User000001',
  name: 'ann',
  email: 'ann@prairiesky.example',
  address: null,
  phone: null,
  username: 'ann.lee',
  profileImage: null,
  role: { name: 'business_admin' },
  organisation: null,
  farm: null,
  stripeCustomerDetails: null,
  permissions: [],
  parent: { parentType: null, parentName: null, isDirectChildOfProvider: false },
};

describe('PersonalInfoForm: a new e-mail is confirmed with the current password', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onDone = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    onDone.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<PersonalInfoForm profile={profile} submitLabel="Finish" onDone={onDone} />);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string));
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const finish = () => fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

  it('saves the name alone without asking for a password', async () => {
    fetchMock.mockResolvedValue(envelope(200, { ...profile, name: 'Ann Lee' }));
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
    type(/Your Name/, 'Ann Lee');
    finish();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodies()).toEqual([{ name: 'Ann Lee' }]);
  });

  it('sends the current password with a new e-mail and shows a refusal under its field', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: false,
          status: 403,
          error: 'WrongPassword',
          message: CURRENT_PASSWORD_WRONG,
          data: null,
          fields: ['currentPassword'],
        }),
        { status: 403, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    type(/Your Email/, 'ann@elsewhere.example');
    type(/Current Password/, 'guess1');
    finish();
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(envelope(200, { ...profile, email: 'ann@elsewhere.example' }));
    type(/Current Password/, 'pw123');
    finish();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodies()[1]).toEqual({ name: 'ann', email: 'ann@elsewhere.example', currentPassword: 'pw123' });
  });
});
