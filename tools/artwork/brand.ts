/**
 * Brand marks written by hand as small, crisp SVG: the stitched "N" mark, the
 * wordmark logos for light and dark backgrounds and the favicon.
 */
import { P } from './core.ts';

const WORD_FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

/**
 * The mark in a 48x48 box: a thread-red tile, a running-stitch border and an
 * "N" whose diagonal is a thread with a needle eye at the top. It reads on
 * both white and navy, so only the wordmark colour changes between variants.
 */
export function markSvg(): string {
  return (
    `<rect width="48" height="48" rx="11" fill="${P.red}"/>` +
    `<rect x="4.5" y="4.5" width="39" height="39" rx="7.5" fill="none" stroke="${P.cream}" stroke-width="1.6" stroke-dasharray="3.2 2.4" stroke-linecap="round" opacity="0.9"/>` +
    `<path d="M15 35V13.5L33 34.5V13" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="33" cy="13" r="1.4" fill="${P.red}"/>` +
    `<path d="M33 34.5q3 3.2 6.5 1.2" fill="none" stroke="${P.gold}" stroke-width="2" stroke-linecap="round"/>`
  );
}

/** Full logo (mark + wordmark), 196x48 so it renders crisply at 40 px height. */
export function logoSvg(variant: 'light' | 'dark'): string {
  const north = variant === 'light' ? P.navy : '#ffffff';
  const stitch = variant === 'light' ? P.red : P.gold;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 196 48" width="196" height="48" role="img" aria-label="Northstitch">` +
    `<title>Northstitch</title>${markSvg()}` +
    `<text x="57" y="32.5" font-family="${WORD_FONT}" font-size="22" font-weight="700" textLength="137" lengthAdjust="spacingAndGlyphs">` +
    `<tspan fill="${north}">North</tspan><tspan fill="${stitch}">stitch</tspan></text></svg>\n`
  );
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">${markSvg()}</svg>\n`;
}

/** Apple touch icon: full-bleed tile (iOS rounds the corners itself). */
export function appleTouchSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="180" height="180">` +
    `<rect width="48" height="48" fill="${P.red}"/><g transform="translate(4 4) scale(0.8333)">${markSvg()}</g></svg>`
  );
}
