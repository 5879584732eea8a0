import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { renderWithRouter } from '../../test/render';
import './messages';
import { SecretModal } from './SecretModal';

describe('the webhook secret dialog in Spanish', () => {
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage('en'));
  afterEach(cleanup);

  it('explains the signing secret in Spanish', async () => {
    renderWithRouter(<SecretModal secret="whsec_123" url="https://example.com/hook" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Copia el secreto de firma' });
    expect(dialog.textContent).toContain('Tilth firma cada entrega a https://example.com/hook con este secreto');
    expect(dialog.textContent).toContain('Es la única vez que Tilth lo muestra.');
    expect(screen.getByRole('button', { name: 'Copiar secreto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listo' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/signing secret|Copy secret|Done/);
  });
});
