import { DASHBOARD_IMAGE_STYLES, FILE_URL_PATTERN, isCssColor, type Dashboard, type DashboardImageStyle, type DashboardStyles, type FileKind } from '@pulseboard/shared';

export type ColourStyle = 'backgroundColor' | 'dashboardBackgroundColor' | 'color';

/**
 * Spec §5: a colour that is not a colour is ignored and the previous value
 * kept (the shared isCssColor, the API's own rule). An empty text clears the
 * colour, so the theme's applies.
 */
export function withColour(styles: DashboardStyles, key: ColourStyle, text: string): DashboardStyles {
  const value = text.trim();
  if (value === '') return { ...styles, [key]: null };
  return isCssColor(value) ? { ...styles, [key]: value } : styles;
}

/** What an image style is uploaded as (POST /api/files/{kind}). */
export const IMAGE_KIND: Record<DashboardImageStyle, FileKind> = { logoImage: 'logo', backgroundImage: 'background', clientImage: 'client' };

/**
 * The images the gallery offers: the company has no list of its uploads in
 * the API, so these are the images this dashboard already uses, in its
 * styles and its passive widgets, each once.
 */
export function galleryImages(dashboard: Dashboard): string[] {
  return [...new Set(imagesOf(dashboard))];
}

function imagesOf(dashboard: Dashboard): string[] {
  const fromStyles = DASHBOARD_IMAGE_STYLES.map((key) => dashboard.styles[key]);
  const fromWidgets = dashboard.widgets.flatMap((widget) => {
    if (widget.nature !== 'passive') return [];
    if (widget.type.name === 'upload') return widget.type.file;
    if (widget.type.name === 'historic') return widget.type.articles.map((article) => article.file);
    return [];
  });
  return [...fromStyles, ...fromWidgets].filter((url): url is string => typeof url === 'string' && url !== '');
}

/** Uploaded files the saved dashboard used and the new one no longer does: DELETE /api/files takes them away. */
export function unusedImages(before: Dashboard, after: Dashboard): string[] {
  const kept = new Set(imagesOf(after));
  return galleryImages(before).filter((url) => !kept.has(url) && FILE_URL_PATTERN.test(url));
}
