/**
 * The site's breakpoints for scripts (`matchMedia`, `<source media>`, `sizes`): the same queries as
 * the custom media of renderer/breakpoints.css, which the stylesheets use. tests/unit/breakpoints.test.ts
 * fails when the two differ.
 */
export const media = {
  /** Spec point 9: the small-image layout up to 500 px. */
  smallImage: '(max-width: 500px)',
  aboveSmallImage: '(min-width: 501px)',
  /** Three cards across in a grid of pictures. */
  cardsThreeAcross: '(min-width: 600px)',
  /** Phones held upright: the hero's tall crop. */
  narrow: '(max-width: 640px)',
  /** Tablets and up: two columns of cards and steps. */
  tablet: '(min-width: 700px)',
  belowTablet: '(max-width: 699px)',
  /** The footer in two columns. */
  footerTwoColumns: '(min-width: 760px)',
  /** Spec point 9: at most 768 px, the patch page scrolls to its picture. */
  phone: '(max-width: 768px)',
  /** Spec point 9: wider than 768 px, wheel stepping. */
  wide: '(min-width: 769px)',
  /** The counters in one row. */
  countersInARow: '(min-width: 800px)',
  /** The text column of an MDX page at its full width. */
  fullTextColumn: '(min-width: 840px)',
  /** A picture beside its text instead of above it. */
  sideBySide: '(min-width: 900px)',
  /** The header's full menu and the blog's side column. */
  fullMenu: '(min-width: 992px)',
  menuButton: '(max-width: 991px)',
  /** Desktop: four cards across, the widest containers. */
  desktop: '(min-width: 1000px)',
  /** The footer in four columns. */
  footerFourColumns: '(min-width: 1100px)',
} as const
