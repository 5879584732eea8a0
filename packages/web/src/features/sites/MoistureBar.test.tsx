import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MoistureBar } from './MoistureBar';

const renderBar = (percentageFilled: number | null) =>
  render(
    <MantineProvider>
      <MoistureBar bar={{ percentageFilled, colour: percentageFilled === null ? 'none' : 'green', rp: 50, wl1: 60, wl2: 90 }} />
    </MantineProvider>,
  );

describe('moisture bar', () => {
  afterEach(cleanup);

  it('is a meter with its value and the band in words', () => {
    renderBar(72.4);
    const meter = screen.getByRole('meter', { name: 'Available water' });
    expect(meter.getAttribute('aria-valuenow')).toBe('72');
    expect(meter.getAttribute('aria-valuetext')).toBe('72.4% full · In the target range');
  });

  // A meter without aria-valuenow fails WCAG 4.1.2 (axe: aria-required-attr).
  it('with no reading is no meter, but says so', () => {
    renderBar(null);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByRole('img', { name: 'Available water: no reading' })).toBeTruthy();
  });

  it('outside the crop season is grey and says why, not red "Below refill point" (issue 27)', () => {
    render(
      <MantineProvider>
        <MoistureBar bar={{ percentageFilled: 12, colour: 'red', rp: 50, wl1: 60, wl2: 90 }} outOfSeason />
      </MantineProvider>,
    );
    const meter = screen.getByRole('meter', { name: 'Available water' });
    expect(meter.getAttribute('aria-valuetext')).toBe('12% full · No crop growing now (outside the season)');
    expect(meter.getAttribute('data-season')).toBe('outside');
  });
});
