/** GA4's FilterExpression (dimensionFilter) as the fake evaluates it. */
export interface FilterExpression {
  andGroup?: { expressions?: FilterExpression[] };
  orGroup?: { expressions?: FilterExpression[] };
  notExpression?: FilterExpression;
  filter?: {
    fieldName?: string;
    stringFilter?: { matchType?: string; value?: string; caseSensitive?: boolean };
    inListFilter?: { values?: string[]; caseSensitive?: boolean };
  };
}

export class InvalidFilter extends Error {}

/** The dimensions a filter reads: the traffic must be cut by them even when they are not in the report. */
export function filterFields(expression: FilterExpression | undefined): string[] {
  if (!expression) return [];
  const children = [...(expression.andGroup?.expressions ?? []), ...(expression.orGroup?.expressions ?? []), ...(expression.notExpression ? [expression.notExpression] : [])];
  return [...new Set([...(expression.filter?.fieldName ? [expression.filter.fieldName] : []), ...children.flatMap(filterFields)])];
}

function matchString(filter: NonNullable<FilterExpression['filter']>['stringFilter'], actual: string): boolean {
  const caseSensitive = filter?.caseSensitive ?? false;
  const value = caseSensitive ? (filter?.value ?? '') : (filter?.value ?? '').toLowerCase();
  const subject = caseSensitive ? actual : actual.toLowerCase();
  switch (filter?.matchType ?? 'EXACT') {
    case 'EXACT':
      return subject === value;
    case 'BEGINS_WITH':
      return subject.startsWith(value);
    case 'ENDS_WITH':
      return subject.endsWith(value);
    case 'CONTAINS':
      return subject.includes(value);
    case 'FULL_REGEXP':
    case 'PARTIAL_REGEXP': {
      let pattern: RegExp;
      try {
        pattern = new RegExp(filter?.matchType === 'FULL_REGEXP' ? `^(?:${filter?.value ?? ''})$` : (filter?.value ?? ''), caseSensitive ? '' : 'i');
      } catch {
        throw new InvalidFilter(`Invalid regular expression: ${filter?.value ?? ''}`);
      }
      return pattern.test(actual);
    }
    default:
      throw new InvalidFilter(`Unknown matchType: ${filter?.matchType}`);
  }
}

export function matches(expression: FilterExpression | undefined, keys: Record<string, string>): boolean {
  if (!expression) return true;
  if (expression.andGroup) return (expression.andGroup.expressions ?? []).every((child) => matches(child, keys));
  if (expression.orGroup) return (expression.orGroup.expressions ?? []).some((child) => matches(child, keys));
  if (expression.notExpression) return !matches(expression.notExpression, keys);
  const filter = expression.filter;
  if (!filter?.fieldName) throw new InvalidFilter('A filter needs a fieldName.');
  const actual = keys[filter.fieldName] ?? '';
  if (filter.inListFilter) {
    const caseSensitive = filter.inListFilter.caseSensitive ?? false;
    return (filter.inListFilter.values ?? []).some((value) => (caseSensitive ? value === actual : value.toLowerCase() === actual.toLowerCase()));
  }
  return matchString(filter.stringFilter, actual);
}
