import type uPlot from 'uplot';
import type { ReadLive } from './chartOptions';

/** The chart's least width (px). */
export const MIN_WIDTH = 200;

export const widthOf = (element: HTMLElement) => Math.max(element.clientWidth, MIN_WIDTH);

/**
 * A draw hook keeping when the chart drew (`data-drawn-at`, `data-first-drawn-at`) and how often
 * (`data-drawn`) on its element, for the benchmark and the end-to-end tests.
 */
export function drawStamps(element: HTMLElement): (u: uPlot) => void {
  return () => {
    element.dataset.drawnAt = performance.now().toFixed(1);
    element.dataset.firstDrawnAt ??= element.dataset.drawnAt;
    element.dataset.drawn = String(Number(element.dataset.drawn ?? 0) + 1);
  };
}

/** Keeps the chart as wide as its element; returns the stop. */
export function followWidth(plot: uPlot, element: HTMLElement, height: number): () => void {
  const observer = new ResizeObserver(() => {
    const next = widthOf(element);
    if (next !== plot.width) plot.setSize({ width: next, height });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** A click near a note's marker opens it (the notes list below the chart is the keyboard path); returns the stop. */
export function openNotesOnClick(plot: uPlot, live: ReadLive): () => void {
  const onClick = (event: MouseEvent) => {
    const { overlays, onNotesAt } = live();
    const notes = overlays.notes;
    if (!notes.length || !onNotesAt) return;
    const rect = plot.over.getBoundingClientRect();
    const left = event.clientX - rect.left;
    const near = notes.filter((n) => Math.abs(plot.valToPos(n.t, 'x') - left) <= 8).map((n) => n.id);
    if (near.length) onNotesAt(near);
  };
  plot.over.addEventListener('click', onClick);
  return () => plot.over.removeEventListener('click', onClick);
}
