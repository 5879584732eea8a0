import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { drawStageMarks } from './chartOverlays';

interface Box {
  x: number;
  y: number;
  w: number;
}

/** A canvas context that records the white tabs and where each name's text actually lands. */
function recordingContext() {
  const boxes: Box[] = [];
  const texts: { text: string; left: number; right: number; y: number }[] = [];
  const ctx = {
    // What uPlot leaves behind after drawing its axes.
    textAlign: 'center' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    font: '',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    save() {},
    restore() {},
    beginPath() {},
    moveTo() {},
    lineTo() {},
    stroke() {},
    setLineDash() {},
    measureText: (text: string) => ({ width: text.length * 7 }),
    fillRect(x: number, y: number, w: number) {
      boxes.push({ x, y, w });
    },
    fillText(text: string, x: number, y: number) {
      const width = text.length * 7;
      const left = ctx.textAlign === 'center' ? x - width / 2 : ctx.textAlign === 'right' || ctx.textAlign === 'end' ? x - width : x;
      texts.push({ text, left, right: left + width, y });
    },
  };
  return { ctx, boxes, texts };
}

describe('growth stage labels', () => {
  it('draw each name inside its own white tab, with no two tabs of a row overlapping', () => {
    const { ctx, boxes, texts } = recordingContext();
    const u = {
      ctx,
      bbox: { left: 0, top: 0, width: 1000, height: 400 },
      valToPos: (value: number) => value,
    } as unknown as uPlot;
    // R1 and VT a few pixels apart, as on a season-long chart.
    drawStageMarks(
      u,
      [
        { t: 300, label: 'VT' },
        { t: 310, label: 'R1' },
        { t: 320, label: 'R2' },
      ],
      '#6b46c1',
    );
    expect(texts).toHaveLength(3);
    texts.forEach((text, i) => {
      const box = boxes[i]!;
      expect(text.left, `${text.text} starts inside its tab`).toBeGreaterThanOrEqual(box.x);
      expect(text.right, `${text.text} ends inside its tab`).toBeLessThanOrEqual(box.x + box.w);
    });
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const [p, q] = [boxes[a]!, boxes[b]!];
        const sameRow = p.y === q.y;
        const overlap = p.x < q.x + q.w && q.x < p.x + p.w;
        expect(sameRow && overlap, `tabs ${a} and ${b} overlap`).toBe(false);
      }
  });
});
