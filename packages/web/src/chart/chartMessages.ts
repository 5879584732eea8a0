/** Spec 001 §8: what a chart panel says when nothing in the range is drawn. */
export const NO_DATA = 'No data available for the selected date range';
