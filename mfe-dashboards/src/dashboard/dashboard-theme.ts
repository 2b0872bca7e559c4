import type { CSSProperties } from 'react';
import type { DashboardStyles } from '@pulseboard/shared';
import { imageUrl } from './image-url.js';

/** Spec §5: style values that are not colours are ignored, and the theme's colour stays. */
const isColour = (value: string | null): value is string => value !== null && CSS.supports('color', value);

/**
 * A dashboard's own styles as CSS variables on its root. The stylesheet holds
 * each theme's defaults (light, dark) and uses these where set:
 * dashboardBackgroundColor and backgroundImage paint the page behind the
 * widgets, backgroundColor the widgets' cards, color the text (from which
 * muted text and lines are mixed).
 */
export function dashboardStyleVars(styles: DashboardStyles): CSSProperties {
  const vars: Record<string, string> = {};
  if (isColour(styles.dashboardBackgroundColor)) vars['--dash-canvas'] = styles.dashboardBackgroundColor;
  if (isColour(styles.backgroundColor)) vars['--dash-surface'] = styles.backgroundColor;
  if (isColour(styles.color)) vars['--dash-text'] = styles.color;
  const background = imageUrl(styles.backgroundImage);
  if (background) vars['--dash-canvas-image'] = `url(${JSON.stringify(background)})`;
  return vars as CSSProperties;
}
