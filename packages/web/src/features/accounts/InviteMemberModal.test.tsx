import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CONNECTION } from '../../api/errors';
import { envelope, renderWithRouter } from '../../test/render';
import { InviteMemberModal } from './InviteMemberModal';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({ profile: { objectId: 'User000001' } as Profile, preference: {} }),
}));

const TEAM = { objectId: 'Farm000001', name: 'North Pivot Farm', type: 'farm' };

function open() {
  renderWithRouter(<InviteMemberModal opened onClose={() => {}} team={TEAM} />);
  return screen.getByRole('dialog', { name: 'Invite a New Member' });
}

const inviteBodies = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/user/invite/')).map(([, init]) => JSON.parse(String(init?.body)));

describe("'Invite a New Member'", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // Issue 27: an e-mail alone sent an administrator invitation.
  it('starts at Member, says what that level may do, and invites a member when only the e-mail is filled', async () => {
    fetchMock.mockResolvedValue(envelope(200, { invited: [] }, 'Invite Email Sent'));
    const dialog = open();
    expect((within(dialog).getByRole('radio', { name: 'Member' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Administrator' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('invite-level-meaning').textContent).toMatch(/^Members see .* cannot invite or remove anyone\.$/);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /New Member Email/ }), { target: { value: 'bo@farm.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    await screen.findByRole('dialog', { name: 'Invite Email Sent' });
    expect(inviteBodies(fetchMock)).toEqual([{ users: [{ email: 'bo@farm.example', type: 'user' }], user: 'User000001' }]);
  });

  it('invites an administrator only when Administrator is chosen, and says what that means', async () => {
    fetchMock.mockResolvedValue(envelope(200, { invited: [] }, 'Invite Email Sent'));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    expect(screen.getByTestId('invite-level-meaning').textContent).toMatch(/^Administrators can also invite and remove members/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /New Member Email/ }), { target: { value: 'cy@farm.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    await screen.findByRole('dialog', { name: 'Invite Email Sent' });
    expect(inviteBodies(fetchMock)[0].users).toEqual([{ email: 'cy@farm.example', type: 'admin' }]);
  });

  it('says in words that the server cannot be reached and keeps the typed e-mail and level', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /New Member Email/ }), { target: { value: 'dee@farm.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));

    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(NO_CONNECTION));
    expect((within(dialog).getByRole('textbox', { name: /New Member Email/ }) as HTMLInputElement).value).toBe('dee@farm.example');
    expect((within(dialog).getByRole('radio', { name: 'Administrator' }) as HTMLInputElement).checked).toBe(true);
  });
});
