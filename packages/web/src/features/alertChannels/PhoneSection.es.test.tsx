import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import type { Flash } from '../../ui/flash';
import { renderWithRouter } from '../../test/render';
import { stubApi } from '../../test/testApi';
import './messages';
import { PhoneSection } from './PhoneSection';

const flash = { show: vi.fn() } as unknown as Flash;

describe('the phone for text messages in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('labels the number and the code step, and words the format check in Spanish', () => {
    stubApi({});
    renderWithRouter(
      <PhoneSection phone={{ number: '+18065550142', verified: false, codeExpiresAt: null, resendInSeconds: 0 }} flash={flash} />,
    );
    expect(screen.getByRole('heading', { name: 'Mensajes de texto' })).toBeTruthy();
    expect(screen.getByText('Sin verificar')).toBeTruthy();
    expect(screen.getByText('Se enviará un código de 6 dígitos a +18065550142.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeTruthy();
    for (const english of ['Text messages', 'Not verified', 'Save number', 'Remove number']) expect(screen.queryByText(english)).toBeNull();

    fireEvent.change(screen.getByLabelText('Número de celular'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar número' }));
    expect(screen.getByText(/El número de teléfono debe empezar con \+ y el código de país/)).toBeTruthy();
  });
});
