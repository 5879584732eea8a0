import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Profile } from '@tilth/domain';
import type { MemberView } from '@tilth/domain/accounts/views';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { renderWithRouter } from '../../test/render';
import { InviteMemberModal } from './InviteMemberModal';
import { RemoveMemberDialog } from './members/RemoveMemberDialog';
import './messages';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({ profile: { objectId: 'User000001' } as Profile, preference: {} }),
}));

const TEAM = { objectId: 'Farm000001', name: 'North Pivot Farm', type: 'farm' };

describe('members dialogs in Spanish', () => {
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage('en'));
  afterEach(cleanup);

  it('invites a new member in Spanish, the levels and their meaning included', async () => {
    renderWithRouter(<InviteMemberModal opened onClose={() => {}} team={TEAM} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a un miembro nuevo' });
    expect(within(dialog).getByText('Recibirá un correo electrónico con un enlace para unirse a North Pivot Farm.')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Miembro' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('invite-level-meaning').textContent).toMatch(/^Los miembros ven las fincas/);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Administrador' }));
    expect(screen.getByTestId('invite-level-meaning').textContent).toMatch(/^Los administradores además pueden invitar/);
    expect(within(dialog).getByRole('textbox', { name: /Correo electrónico del nuevo miembro/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enviar invitación' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/\b(Member|Invite|Cancel)\b/);
  });

  it('asks in Spanish before removing a member', async () => {
    const member = { objectId: 'U2', name: 'Bo Diaz', role: { name: 'farm_user' } } as MemberView;
    renderWithRouter(
      <RemoveMemberDialog member={member} accountName="North Pivot Farm" pending={false} onCancel={() => {}} onRemove={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quitar miembro' });
    expect(dialog.textContent).toContain('¿Quitar a Bo Diaz de North Pivot Farm? Ya no podrá iniciar sesión.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});
