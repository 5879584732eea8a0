import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { NotificationView } from '@tilth/domain/notifications/schemas';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationSections } from './NotificationSections';

const item = (id: string, readAt: string | null): NotificationView => ({
  id,
  kind: 'belowRefill',
  event: 'raised',
  title: `Dry Corner (ID# 10${id}) fell below its refill point`,
  createdAt: new Date().toISOString(),
  readAt,
  farm: { objectId: 'farm1', name: 'North Pivot Farm' },
  site: { objectId: `site${id}`, siteId: `10${id}`, name: 'Dry Corner', twigId: null },
});

const renderSections = (items: NotificationView[]) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NotificationSections items={items} farmId={null} showFarm />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('notification sections', () => {
  afterEach(cleanup);

  it('puts unread under New Notifications with Read All, read ones below, each linking to its site’s graph', () => {
    renderSections([item('1', null), item('2', '2026-11-24T10:00:00Z')]);
    const fresh = screen.getByRole('region', { name: 'New Notifications' });
    const link = within(fresh).getByRole('link', { name: 'Dry Corner (ID# 101) fell below its refill point' });
    expect(link.getAttribute('href')).toBe('/farm/farm1/site/101/site1/-/graph');
    expect(within(fresh).getByRole('button', { name: 'Read All' }).hasAttribute('disabled')).toBe(false);
    const read = screen.getByRole('region', { name: 'Read Notifications' });
    expect(within(read).getByRole('link').textContent).toContain('ID# 102');
  });

  it('says so when there is nothing, and Read All has nothing to do', () => {
    renderSections([]);
    expect(screen.getByText('You have no new notifications.')).toBeTruthy();
    expect(screen.getByText('No read notifications.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read All' }).hasAttribute('disabled')).toBe(true);
  });
});
