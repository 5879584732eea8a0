import uPlot from 'uplot';

/**
 * uPlot's line paths, built once for lines that hold the same values array. With AW and moisture
 * both shown relative (the Custom/Combined tab), each depth is drawn twice — the same numbers, and
 * the frame gives both lines one array (see chartFrame): building a path walks every point, 35,040
 * per line for a year. The second line gets the first one's path as long as everything the path's
 * geometry depends on is the same; uPlot only reads paths.
 */
export function sharedLinePaths(): uPlot.Series.PathBuilder {
  const linear = uPlot.paths.linear!();
  const made = new WeakMap<object, { key: string; paths: uPlot.Series.Paths | null }>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (array: object) => {
    let id = ids.get(array);
    if (id === undefined) ids.set(array, (id = nextId++));
    return id;
  };
  return (u, seriesIdx, idx0, idx1) => {
    const values = u.data[seriesIdx] as unknown as object;
    const series = u.series[seriesIdx]!;
    const x = u.scales.x!;
    const y = u.scales[series.scale!]!;
    const { left, top, width, height } = u.bbox;
    const key = [
      idOf(u.data[0] as unknown as object),
      idx0,
      idx1,
      series.scale,
      series.width,
      series.spanGaps,
      left,
      top,
      width,
      height,
      x.min,
      x.max,
      y.min,
      y.max,
      devicePixelRatio,
    ].join('|');
    const known = made.get(values);
    if (known?.key === key) return known.paths;
    const paths = linear(u, seriesIdx, idx0, idx1);
    made.set(values, { key, paths });
    return paths;
  };
}
