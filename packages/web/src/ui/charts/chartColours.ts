/** Distinct line colours for per-depth series (Okabe–Ito, readable by colour-blind users), top depth first. */
export const DEPTH_COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#000000', '#999999', '#f0e442'] as const;

export const depthColour = (index: number) => DEPTH_COLOURS[index % DEPTH_COLOURS.length]!;
