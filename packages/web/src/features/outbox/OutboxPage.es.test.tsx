import { cleanup, screen } from '@testing-library/react';
import type { Profile } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { envelope, renderWithRouter } from '../../test/render';
import { outboxMessages } from './messages';
import OutboxPage from './OutboxPage';

vi.mock('../auth/useAccount', () => ({
  useSignedInAccount: () => ({ profile: { permissions: ['outbox:read'] } as unknown as Profile }),
}));
// The kept text messages are the alert channels' list, tested in their own folder.
vi.mock('../alertChannels/TextMessageList', () => ({ TextMessageList: () => null }));

void outboxMessages;
beforeAll(() => setLanguage('es'));
afterAll(() => setLanguage('en'));

describe('the mail outbox in Spanish', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says an empty outbox in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelope(200, [])),
    );
    renderWithRouter(<OutboxPage />);
    expect(await screen.findByText('La bandeja de salida está vacía.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bandeja de salida de correo' })).toBeTruthy();
    expect(screen.queryByText(/outbox|Mail Outbox/i)).toBeNull();
  });

  it('lists kept mail with Spanish words around it', async () => {
    const mail = {
      objectId: 'Mail1',
      to: 'ann@prairie.example',
      replyTo: 'bob@prairie.example',
      subject: 'Invitation',
      text: 'Open https://tilth.example/join',
      createdAt: '2026-11-27T12:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => envelope(200, [mail])),
    );
    renderWithRouter(<OutboxPage />);
    expect(await screen.findByText(/^Para ann@prairie\.example · /)).toBeTruthy();
    expect(document.querySelector('[aria-label="Correo guardado"]')).not.toBeNull();
  });
});
