const COUNTRIES = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO 3166 code; the code itself when it is not one. */
export function countryName(code: string): string {
  try {
    return COUNTRIES.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** How a tracked search engine is named on widgets: "Google United States", "Google France (Paris)". */
export function searchEngineLabel(engine: string, countryCode?: string | null, place?: string | null): string {
  const country = countryCode ? ` ${countryName(countryCode)}` : '';
  return `${engine}${country}${place ? ` (${place})` : ''}`;
}
