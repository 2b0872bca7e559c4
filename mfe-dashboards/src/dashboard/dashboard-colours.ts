import { useLayoutEffect, useRef, useState } from 'react';
import type { Dashboard } from '@pulseboard/shared';

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

/** The stylesheet links of the root's document or shadow root that have not loaded yet. */
const loadingStylesheets = (element: Element) =>
  [...(element.getRootNode() as Document | ShadowRoot).querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null);

/**
 * The colours the dashboard's root resolves for its styles: read once the
 * root is on the page, before the browser paints, and again when the styles
 * change (edit mode). In a script embed's shadow root the stylesheets are
 * copies that may still be loading as the dashboard mounts: each is read
 * again once it has.
 */
export function useDashboardColours(styles: Dashboard['styles']) {
  const root = useRef<HTMLDivElement>(null);
  const [colours, setColours] = useState<DashboardColours | null>(null);
  const stylesKey = JSON.stringify(styles);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const read = () => setColours(readDashboardColours(element));
    read();
    const loading = loadingStylesheets(element);
    loading.forEach((link) => link.addEventListener('load', read, { once: true }));
    return () => loading.forEach((link) => link.removeEventListener('load', read));
  }, [stylesKey]);
  return { root, colours };
}
