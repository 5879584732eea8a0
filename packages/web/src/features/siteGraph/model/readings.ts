/** Whether any column holds a reading (per-depth values). */
export const hasValues = (columns: readonly (readonly (number | null)[])[] | undefined) =>
  !!columns?.some((c) => c.some((v) => v !== null));

/** Whether a single column (one value per time) holds a reading. */
export const hasScalar = (values: readonly (number | null)[] | undefined) => !!values?.some((v) => v !== null);
