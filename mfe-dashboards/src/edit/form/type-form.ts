import type { ParameterDefinition, SourceCatalogue } from '@pulseboard/shared';

type Config = Record<string, unknown>;

const asValues = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)]);

/** Spec §5: a parameter whose condition excludes it is neither shown nor required. */
const isParameterShown = (parameter: ParameterDefinition, config: Config): boolean =>
  !parameter.condition || asValues(config[parameter.condition.parameter]).some((value) => parameter.condition?.values.includes(value));

export const shownParameters = (catalogue: SourceCatalogue, config: Config) => catalogue.parameters.filter((parameter) => isParameterShown(parameter, config));

/** Whether a parameter has a value its input accepts: booleans must be true or false (spec §5), lists need an entry. */
function hasValue(parameter: ParameterDefinition, value: unknown): boolean {
  switch (parameter.input) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'multiselect':
      return Array.isArray(value) && value.length > 0;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
  }
}

/** Spec §5: the type form is valid when every shown required parameter has a value, and every boolean is true or false. */
export const isTypeFormValid = (catalogue: SourceCatalogue, config: Config): boolean =>
  shownParameters(catalogue, config).every((parameter) => (parameter.required || parameter.input === 'boolean' ? hasValue(parameter, config[parameter.name]) : true));

/** Parameters whose option lists hang, directly or not, on `name`. */
function dependentsOf(catalogue: SourceCatalogue, name: string): string[] {
  const direct = catalogue.parameters.filter((parameter) => parameter.dependsOn === name).map((parameter) => parameter.name);
  return direct.flatMap((child) => [child, ...dependentsOf(catalogue, child)]);
}

/**
 * The config with one parameter set. Values chosen from a list that depended
 * on it are dropped (that list has changed), and so are the values of
 * parameters its new value excludes, so the saved config holds only what the
 * form shows.
 */
export function setParameter(catalogue: SourceCatalogue, config: Config, name: string, value: unknown): Config {
  const next: Config = { ...config, [name]: value };
  if (value === undefined || value === null) delete next[name];
  for (const dependent of dependentsOf(catalogue, name)) delete next[dependent];
  for (const parameter of catalogue.parameters) if (!isParameterShown(parameter, next)) delete next[parameter.name];
  return next;
}

/**
 * Where a remote parameter's options come from: GET /api/sources/{id}/{name},
 * with the values of the parameter it depends on and of that one's own
 * ancestors (an ad group's list needs its campaign and the campaign's
 * account). Null while there is no source, or the parameter it depends on
 * has no value yet.
 */
export function remoteOptionsUrl(sourceId: number | null, parameter: ParameterDefinition, config: Config, catalogue: SourceCatalogue): string | null {
  if (sourceId === null || !parameter.remote) return null;
  if (parameter.dependsOn && asValues(config[parameter.dependsOn]).length === 0) return null;
  const query = new URLSearchParams();
  const seen = new Set<string>();
  for (let name = parameter.dependsOn; name && !seen.has(name); name = catalogue.parameters.find((item) => item.name === name)?.dependsOn) {
    seen.add(name);
    for (const value of asValues(config[name])) query.append(name, value);
  }
  const search = query.toString();
  return `/api/sources/${sourceId}/${encodeURIComponent(parameter.name)}${search ? `?${search}` : ''}`;
}
