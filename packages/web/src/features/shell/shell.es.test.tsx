import type { Profile } from '@tilth/domain';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import './messages';
import { navItems } from './navItems';
import { ProfileMenu } from './ProfileMenu';
import { TopNav } from './TopNav';

beforeAll(async () => {
  await setLanguage('es');
  await startDomainText();
});
afterAll(() => setLanguage('en'));

const profile = {
  objectId: 'u1',
  name: 'Dana Whitfield',
  profileImage: null,
  role: { name: 'dealer_admin' },
  permissions: ['fleet:read', 'subscription:view'],
  parent: { isDirectChildOfProvider: true },
  organisation: null,
} as unknown as Profile;

describe('the shell in Spanish', () => {
  it('names the sections in Spanish', () => {
    expect(navItems(profile, 'top').map((item) => item.label)).toEqual([
      'Fincas',
      'Planificador',
      'Flota',
      'Cuentas',
      'Suscripción',
      'Contacto',
      'Ayuda',
    ]);
  });

  it('words the top navigation and the profile menu', async () => {
    renderWithRouter(
      <>
        <TopNav profile={profile} />
        <ProfileMenu profile={profile} />
      </>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(nav.textContent).toContain('Fincas');
    expect(nav.textContent).not.toContain('Farms');
    expect(screen.getByRole('button', { name: 'Menú de perfil de Dana Whitfield' })).toBeTruthy();
    expect(screen.getAllByText('Administrador de revendedor').length).toBeGreaterThan(0);
  });
});
