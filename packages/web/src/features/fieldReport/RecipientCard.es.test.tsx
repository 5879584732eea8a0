import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Recipient } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import { fieldReportMessages } from './messages';
import { RecipientCard } from './RecipientCard';
import { RecipientModal } from './RecipientModal';

const recipient: Recipient = {
  objectId: 'Rcpt000001',
  email: 'grower@report.example',
  farms: ['F1', 'F2', 'F3', 'F4', 'F5'],
  farmDetails: ['North', 'South', 'East', 'West', 'Centre'].map((name, i) => ({ objectId: `F${i + 1}`, name })),
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSentAt: null,
  nextSendAt: null,
  timeZone: 'America/Chicago',
};

void fieldReportMessages;
beforeAll(async () => {
  await setLanguage('es');
  await startDomainText();
});
afterAll(() => setLanguage('en'));

describe('the Farm Health Report in Spanish', () => {
  afterEach(cleanup);

  it('draws a recipient’s card in Spanish', () => {
    render(
      <MantineProvider>
        <RecipientCard recipient={recipient} onView={() => {}} onEdit={() => {}} onDelete={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByText('+2 más')).toBeTruthy();
    expect(screen.getByText('Todavía no se envió')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar grower@report.example' }).textContent).toBe('Eliminar');
    expect(screen.getByRole('button', { name: 'Ver grower@report.example' }).textContent).toBe('Ver');
    expect(screen.queryByText(/Not sent|more|Delete|View/)).toBeNull();
  });

  it('shows a recipient read-only in Spanish', async () => {
    renderWithRouter(
      <RecipientModal mode="view" recipient={recipient} opened saving={false} onClose={() => {}} onSave={() => {}} onEdit={() => {}} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Destinatario' })).toBeTruthy();
    expect(screen.getByText('Fincas del informe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy();
  });
});
