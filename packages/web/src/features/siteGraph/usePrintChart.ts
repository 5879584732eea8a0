import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteGraphChartHandle } from '../../chart/SiteGraphChart';
import { chartImageWithHeader, type PrintHeader } from './printChart';

/**
 * Print (spec 001 §2.8): `chartHandle` goes to the chart; `print` draws it as an image under the
 * header and opens the browser's print dialog, with the page's print styles on while it is open.
 * Each print is a new job, so printing the same view twice opens the dialog twice.
 */
export function usePrintChart() {
  const chartHandle = useRef<SiteGraphChartHandle | null>(null);
  const [printJob, setPrintJob] = useState<{ image: string; n: number } | null>(null);

  // Paper is white: the chart is drawn in the light scheme for it, whichever the screen shows.
  const print = useCallback(async (header: PrintHeader) => {
    const canvas = await chartHandle.current?.printCanvas();
    if (!canvas) return;
    const image = chartImageWithHeader(canvas, header);
    setPrintJob((job) => ({ image, n: (job?.n ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    if (!printJob) return;
    document.body.classList.add('printing-graph');
    const done = () => document.body.classList.remove('printing-graph');
    window.addEventListener('afterprint', done, { once: true });
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      done();
    };
  }, [printJob]);

  return { chartHandle, printImage: printJob?.image ?? null, print };
}
