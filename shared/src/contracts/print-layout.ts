/**
 * A4 landscape with 10 mm margins (12 mm below, for the page numbers), at 75 %:
 * the page is laid out about as wide as the desktop screens dashboards are
 * made on (1395 px), so two rows of tall widgets share a page. It is laid out
 * for print from the start at that width, so charts are drawn once at the
 * size they are printed (Highcharts does not redraw for print) and the grid
 * keeps its four columns.
 */
const SCALE = 0.75;
const FOOTER = '<div style="width:100%;font:8px sans-serif;color:#777;text-align:right;padding:0 10mm"><span class="pageNumber"></span> / <span class="totalPages"></span></div>';

/** The viewport the print view is laid out in, and the page.pdf options: the PDF renderer's, and the PDF benchmark's for its baseline. */
export const PRINT_LAYOUT = {
  viewport: { width: Math.floor(((297 - 20) / 25.4) * (96 / SCALE)), height: 900 },
  pdf: {
    format: 'A4',
    landscape: true,
    scale: SCALE,
    printBackground: true,
    margin: { top: '10mm', right: '10mm', bottom: '12mm', left: '10mm' },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: FOOTER,
  },
} as const;
