import type { ParameterDefinition, SourceCatalogue } from '@pulseboard/shared/contracts';

/** Longest text value of a parameter (a filter expression is the longest there is). */
const MAX_TEXT_LENGTH = 2_000;
/** Most values of a multiselect parameter (metrics); no provider accepts more in one query. */
const MAX_CHOICES = 50;
const MAX_CHOICE_LENGTH = 200;

function valueProblem(parameter: ParameterDefinition, value: unknown): string | null {
  // An optional parameter may be left empty; required ones are the type form's concern (spec §5).
  if (value === null || value === '') return null;
  switch (parameter.input) {
    case 'multiselect':
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item.length <= MAX_CHOICE_LENGTH)) return `${parameter.label} must be a list of names.`;
      return value.length > MAX_CHOICES ? `Choose at most ${MAX_CHOICES} ${parameter.label.toLowerCase()}.` : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `${parameter.label} must be a number.`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${parameter.label} must be true or false.`;
    default:
      if (typeof value !== 'string') return `${parameter.label} must be a text.`;
      return value.length > MAX_TEXT_LENGTH ? `${parameter.label} may not be longer than ${MAX_TEXT_LENGTH} characters.` : null;
  }
}

/**
 * What is wrong with an instance's parameter values for its source type, by
 * parameter: names its catalogue does not have, and values of the wrong kind
 * or size. Configs are stored with dashboards and sent to providers, so
 * nothing else gets in.
 */
export function configProblems(catalogue: SourceCatalogue, config: Record<string, unknown>): Array<[parameter: string, message: string]> {
  const parameters = new Map(catalogue.parameters.map((parameter) => [parameter.name, parameter]));
  return Object.entries(config).flatMap(([name, value]): Array<[string, string]> => {
    const parameter = parameters.get(name);
    if (!parameter) return [[name, `${catalogue.type} has no parameter ${name}.`]];
    const problem = valueProblem(parameter, value);
    return problem ? [[name, problem]] : [];
  });
}
