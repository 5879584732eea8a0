import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Recipient } from '@tilth/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { RecipientCard } from './RecipientCard';

const recipient = (over: Partial<Recipient>): Recipient => ({
  objectId: 'Rcpt000001',
  email: 'grower@report.example',
  farms: ['Farm000001'],
  farmDetails: [{ objectId: 'Farm000001', name: 'North Pivot Farm' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSentAt: null,
  nextSendAt: '2026-11-30T13:00:00.000Z',
  timeZone: 'America/Chicago',
  ...over,
});
const card = (value: Recipient) =>
  render(
    <MantineProvider>
      <RecipientCard recipient={value} onView={() => {}} onEdit={() => {}} onDelete={() => {}} />
    </MantineProvider>,
  );

describe('recipient card', () => {
  afterEach(cleanup);

  it('says the next send in the farm’s time, naming the zone, not in the browser’s zone', () => {
    // Two farm zones, so at least one differs from the zone the test runs in (as a browser's may).
    card(recipient({}));
    expect(screen.getByText(/Not sent yet/).textContent).toBe('Not sent yet · next Mon, Nov 30, 2026, 7:00 AM CST');
    cleanup();
    card(recipient({ nextSendAt: '2026-11-29T22:00:00.000Z', lastSentAt: '2026-11-22T22:00:00.000Z', timeZone: 'Asia/Tokyo' }));
    expect(screen.getByText(/Last sent/).textContent).toBe(
      'Last sent Mon, Nov 23, 2026, 7:00 AM GMT+9 · next Mon, Nov 30, 2026, 7:00 AM GMT+9',
    );
  });
});
