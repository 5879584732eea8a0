import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import './accountMessages';
import ForgotPasswordPage from './ForgotPasswordPage';
import SigninCodeStep from './SigninCodeStep';

describe('the account screens in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(cleanup);

  it('words the forgot-password page and its check in Spanish', async () => {
    renderWithRouter(<ForgotPasswordPage />, '/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Olvidé mi contraseña' })).toBeTruthy();
    expect(screen.getByLabelText(/Usuario o correo electrónico/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envíame un enlace' }));
    expect(await screen.findByText('El usuario o correo electrónico es obligatorio')).toBeTruthy();
    expect(screen.queryByText(/Forgot password|Username or e-mail|Send me a link/)).toBeNull();
  });

  it('words the two-step code step and the domain’s code check in Spanish', async () => {
    renderWithRouter(<SigninCodeStep pending={false} failure={null} onSubmit={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión en dos pasos' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Código/), { target: { value: '123' } });
    expect(await screen.findByText('El código de la app tiene 6 dígitos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeTruthy();
  });
});
