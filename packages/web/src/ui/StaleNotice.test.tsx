import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaleNotice } from './StaleNotice';

const renderNotice = (lastReadingAt: string | null) =>
  render(
    <MantineProvider>
      <StaleNotice lastReadingAt={lastReadingAt} />
    </MantineProvider>,
  );

describe('stale notice', () => {
  afterEach(cleanup);

  it('says in words how long the data has been missing', () => {
    renderNotice(new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString());
    expect(screen.getByRole('status').textContent).toBe('No data for 3 days');
  });

  it('shows nothing while readings arrive, nor before the first one', () => {
    renderNotice(new Date(Date.now() - 20 * 60_000).toISOString());
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    cleanup();
    renderNotice(null);
    expect(screen.queryByTestId('stale-notice')).toBeNull();
  });
});
