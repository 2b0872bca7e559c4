import { SourceProviderError } from '../types.js';

export type FilterOperator = 'equals' | 'notEquals' | 'contains' | 'notContains' | 'regex' | 'notRegex';

export interface FilterClause {
  dimension: string;
  operator: FilterOperator;
  value: string;
}

/** Longest first, so "!=" is not read as "=" followed by text. */
const OPERATORS: Array<[string, FilterOperator]> = [
  ['==', 'equals'],
  ['!=', 'notEquals'],
  ['=@', 'contains'],
  ['!@', 'notContains'],
  ['=~', 'regex'],
  ['!~', 'notRegex'],
];

const FILTER_HELP = 'Use dimension==value, != (is not), =@ (contains), !@ (does not contain), =~ or !~ (regular expression), several joined by ";".';

/**
 * The widget's text filter, in the syntax Google Analytics users know from
 * its Core Reporting API: `country==France;pagePath=@/blog` (";" is AND, a
 * literal ";" is written "\;"). Each connector turns the clauses into its
 * provider's filter; dimension names are checked there.
 */
export function parseFilter(text: string | undefined): FilterClause[] {
  const source = text?.trim();
  if (!source) return [];
  return source
    .split(/(?<!\\);/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([\w:]+)\s*(==|!=|=@|!@|=~|!~)(.*)$/.exec(part);
      const operator = OPERATORS.find(([symbol]) => symbol === match?.[2])?.[1];
      if (!match?.[1] || !operator) throw new SourceProviderError(`The filter "${part}" is not valid. ${FILTER_HELP}`, 400);
      const value = (match[3] ?? '').trim().replace(/\\;/g, ';');
      if (operator === 'regex' || operator === 'notRegex') assertRegex(value, part);
      return { dimension: match[1], operator, value };
    });
}

function assertRegex(pattern: string, part: string) {
  try {
    new RegExp(pattern);
  } catch {
    throw new SourceProviderError(`The filter "${part}" has an invalid regular expression.`, 400);
  }
}

/** Checks every clause names a dimension the provider can filter on. */
export function assertFilterDimensions(clauses: FilterClause[], allowed: (dimension: string) => boolean): void {
  const unknown = clauses.find((clause) => !allowed(clause.dimension));
  if (unknown) throw new SourceProviderError(`The filter names an unknown dimension: ${unknown.dimension}.`, 400);
}
