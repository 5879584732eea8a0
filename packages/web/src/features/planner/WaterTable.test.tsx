import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../theme';
import { WaterCards } from './WaterCards';
import { waterAccountFixture } from '../../test/waterFixtures';
import { WaterTable } from './WaterTable';

const renderIn = (ui: ReactElement) =>
  render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );

describe('water account table and cards', () => {
  afterEach(cleanup);

  it('gives each site its depths in the user’s unit over its acre-inches, and the farm’s acre-inch totals', () => {
    renderIn(<WaterTable account={waterAccountFixture} unit="feetInches" caption="Totals per site, Nov 18 – Nov 27, 2026" />);
    const table = screen.getByRole('table', { name: 'Totals per site, Nov 18 – Nov 27, 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Site', 'Area', 'Irrigation', 'Effective rain', 'Crop use', 'Drainage', 'Storage change']);
    const [pivot, furrow] = screen.getAllByTestId('water-row');
    expect([...pivot!.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '126 ac',
      '1.50 in189.0 ac-in',
      '0.60 in75.6 ac-in',
      '2.50 in315.0 ac-in',
      '0.12 in15.1 ac-in',
      '−0.42 in−52.9 ac-in',
    ]);
    // Without an area: the depths, and no acre-inches.
    expect(within(furrow!).getByRole('rowheader').textContent).toBe('Salt Flat, "West"');
    expect([...furrow!.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Not set',
      '0.00 in—',
      '0.60 in—',
      '2.50 in—',
      '0.00 in—',
      '+0.30 in—',
    ]);
    const total = screen.getByTestId('water-farm-total');
    expect([...total.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '126 ac',
      '189.0 ac-in',
      '75.6 ac-in',
      '315.0 ac-in',
      '15.1 ac-in',
      '−52.9 ac-in',
    ]);
  });

  it('writes millimetres for metric users; acre-inches stay acre-inches', () => {
    renderIn(<WaterCards account={waterAccountFixture} unit="meters" />);
    const card = screen.getByRole('article', { name: 'North Pivot 1' });
    expect(card.textContent).toContain('Corn · 126 ac');
    expect(within(card).getByText('Irrigation').nextElementSibling!.textContent).toBe('38 mm189.0 ac-in');
    expect(screen.getByRole('article', { name: 'Salt Flat, "West"' }).textContent).toContain('Area not set');
    const total = screen.getByRole('article', { name: 'Farm total' });
    expect(total.textContent).toContain('Sites with an area (126 ac), acre-inches');
    expect(within(total).getByText('Storage change').nextElementSibling!.textContent).toBe('−52.9 ac-in');
  });
});
