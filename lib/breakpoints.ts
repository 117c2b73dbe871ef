/**
 * The site's breakpoints for scripts (`matchMedia`, `<source media>`, `sizes`): the same queries as
 * the custom media of renderer/breakpoints.css, which the stylesheets use. tests/unit/breakpoints.test.ts
 * fails when the two differ.
 */
export const media = {
  /** Spec point 9: the small-image layout up to 500 px. */
  smallImage: '(max-width: 500px)',
  aboveSmallImage: '(min-width: 501px)',
  /** Phones held upright: the hero's tall crop. */
  narrow: '(max-width: 640px)',
  /** Spec point 9: at most 768 px, the patch page scrolls to its picture. */
  phone: '(max-width: 768px)',
  /** Spec point 9: wider than 768 px, wheel stepping. */
  wide: '(min-width: 769px)',
} as const
