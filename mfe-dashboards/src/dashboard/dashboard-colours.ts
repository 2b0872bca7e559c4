/** The colours a dashboard's charts paint with, as the page resolves them at the dashboard's root. */
export interface DashboardColours {
  /** The product palette, from the --pb-chart-N tokens. */
  palette: string[];
  /** The dashboard's text colour: its theme's, or its own colour style. */
  text: string;
  /** The widgets' background. */
  surface: string;
}

const PALETTE_SIZE = 8;

/**
 * Read once per dashboard (and again when its styles change), not once per
 * chart: reading computed styles makes the browser bring the page's styles up
 * to date, which a hundred charts drawing one after another would each pay for.
 * Highcharts paints SVG attributes, which cannot read CSS variables, so the
 * values are resolved here.
 */
export function readDashboardColours(root: Element): DashboardColours {
  const style = getComputedStyle(root);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    palette: Array.from({ length: PALETTE_SIZE }, (_, index) => read(`--pb-chart-${index + 1}`)).filter(Boolean),
    text: style.color,
    surface: read('--dash-surface'),
  };
}
