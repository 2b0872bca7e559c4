import type { Option, SourceCatalogue } from '@pulseboard/shared/contracts';
import { SourceProviderError, type SourceProperty } from './types.js';

/** Catalogue entries (metrics, dimensions) as the choices of a fixed list. */
export const asOptions = (entries: ReadonlyArray<{ name: string; label: string }>): Option[] => entries.map(({ name, label }) => ({ value: name, label }));

/** A parameter's fixed choices from the catalogue; a list the provider does not have is a 404. */
export function fixedOptions(catalogue: SourceCatalogue, parameter: string, provider: string): Option[] {
  const fixed = catalogue.parameters.find((definition) => definition.name === parameter)?.options;
  if (!fixed) throw new SourceProviderError(`${provider} has no option list named ${parameter}.`, 404);
  return fixed;
}

/** Properties as the choices of the property list, each named with its group: "acme.com (Acme)". */
export const propertyOptions = (properties: readonly SourceProperty[]): Option[] =>
  properties.map((property) => ({ value: property.id, label: property.group ? `${property.name} (${property.group})` : property.name }));
