import type { FilterClause } from '../google/filter.js';

const MATCH_TYPE = { equals: 'EXACT', notEquals: 'EXACT', contains: 'CONTAINS', notContains: 'CONTAINS', regex: 'PARTIAL_REGEXP', notRegex: 'PARTIAL_REGEXP' } as const;
const NEGATED = new Set<FilterClause['operator']>(['notEquals', 'notContains', 'notRegex']);

/** The widget filter as a GA4 FilterExpression (dimensionFilter); undefined when there is none. */
export function toDimensionFilter(clauses: FilterClause[]): object | undefined {
  const expressions = clauses.map((clause) => {
    const filter = { filter: { fieldName: clause.dimension, stringFilter: { matchType: MATCH_TYPE[clause.operator], value: clause.value, caseSensitive: false } } };
    return NEGATED.has(clause.operator) ? { notExpression: filter } : filter;
  });
  if (expressions.length <= 1) return expressions[0];
  return { andGroup: { expressions } };
}
