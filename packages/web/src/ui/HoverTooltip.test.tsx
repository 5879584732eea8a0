import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';

/** HoverTooltip reads the pointer once, when loaded: each case loads it afresh under its own matchMedia. */
async function renderOn(hover: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media === '(hover: hover)' ? hover : false,
    media,
    addEventListener() {},
    removeEventListener() {},
  }));
  const { HoverTooltip } = await import('./HoverTooltip');
  render(
    <MantineProvider theme={theme} env="test">
      <HoverTooltip label="Hide side panel">
        <button type="button" aria-label="Hide side panel">
          ‹
        </button>
      </HoverTooltip>
    </MantineProvider>,
  );
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Hide side panel' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('HoverTooltip', () => {
  it('is a tooltip where the pointer can hover', async () => {
    await renderOn(true);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Hide side panel');
  });

  it('is only what it wraps on a touch screen, which keeps its own label', async () => {
    await renderOn(false);
    expect(screen.getAllByRole('button', { name: 'Hide side panel' })).toHaveLength(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
