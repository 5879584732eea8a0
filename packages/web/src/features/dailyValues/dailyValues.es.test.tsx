import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import './messages';
import { LastRecompute, RecomputeButtons, RecomputeRunning } from './RecomputeControls';
import type { Recompute } from './useRecompute';

const recompute = (over: Partial<Recompute>): Recompute =>
  ({ status: undefined, running: false, starting: null, start: async () => {}, dialog: null, closeDialog: () => {}, ...over }) as Recompute;

describe('the recompute controls in Spanish (issue 34)', () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(cleanup);

  it('words the buttons, the running notice and the last recompute', async () => {
    const done = { state: 'done', mode: 'all', finishedAt: '2026-07-01T15:00:00.000Z', days: 3 } as unknown as Recompute['status'];
    renderWithRouter(
      <>
        <RecomputeButtons recompute={recompute({})} canEdit />
        <RecomputeRunning recompute={recompute({ running: true })} />
        <LastRecompute recompute={recompute({ status: done })} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Recalcular valores futuros' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recalcular todos los valores' })).toBeTruthy();
    expect(screen.getByTestId('recompute-running').textContent).toContain('El recálculo de todos los valores está en curso');
    const last = screen.getByTestId('recompute-last').textContent ?? '';
    expect(last).toMatch(/^El último recálculo \(todos los valores\) terminó el .+: 3 días\.$/);
    expect(last).not.toContain('finished');
  });
});
