/**
 * Okabe and Ito's palette: eight colours told apart with every common colour-vision deficiency
 * (https://jfly.uni-koeln.de/color/). Blue first: it carries single-series charts.
 */
export const PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
];
export const PRIMARY = PALETTE[0] ?? '#0072B2';
export const ACCENT = PALETTE[5] ?? '#D55E00';
