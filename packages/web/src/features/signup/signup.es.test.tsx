import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Profile } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import './messages';
import { PersonalInfoForm } from './PersonalInfoForm';
import SignUpPage from './SignUpPage';

const profile = { objectId: 'User000001', name: '', email: 'ann@prairiesky.example', profileImage: null } as unknown as Profile;

describe('sign-up in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(cleanup);

  it('says accounts come from an invitation', async () => {
    renderWithRouter(<SignUpPage />, '/signUp');
    expect(await screen.findByRole('heading', { name: 'Registrarse' })).toBeTruthy();
    expect(screen.getByText(/Las cuentas se crean a partir de una invitación/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Ya tienes una cuenta? Inicia sesión.' })).toBeTruthy();
    expect(screen.queryByText(/Sign Up|Accounts are created|Already have an account/)).toBeNull();
  });

  it('labels the personal info form and words its checks in Spanish', async () => {
    renderWithRouter(<PersonalInfoForm profile={profile} submitLabel="Terminar" onBack={() => undefined} onDone={() => undefined} />);
    expect(await screen.findByLabelText(/Tu nombre/)).toBeTruthy();
    expect(screen.getByLabelText(/Tu correo electrónico/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText('Tu nombre es obligatorio')).toBeTruthy();
  });
});
