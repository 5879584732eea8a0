import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import ContactPage from './ContactPage';
import { contactMessages } from './messages';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({ profile: { name: 'Ann Lee', email: 'ann@prairie.example', phone: null } as unknown as Profile }),
}));

void contactMessages;
beforeAll(async () => {
  await setLanguage('es');
  await startDomainText();
});
afterAll(() => setLanguage('en'));

describe('the contact page in Spanish', () => {
  afterEach(cleanup);

  it('labels the form in Spanish and says what is missing in Spanish', async () => {
    renderWithRouter(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Contacto' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Contactar a / })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Teléfono/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(screen.getByText('El mensaje es obligatorio')).toBeTruthy());
    expect(screen.getByText('El teléfono es obligatorio')).toBeTruthy();
    expect(screen.queryByText(/First Name|Send Message|is required/)).toBeNull();
  });
});
