/**
 * The Google Ads Query Language as far as the fake reads it:
 * SELECT fields FROM resource [WHERE condition AND ...] [ORDER BY field [ASC|DESC], ...] [LIMIT n].
 * Conditions: field = | != | > | < value, field IN (values), field BETWEEN 'a' AND 'b'.
 */
export interface GaqlCondition {
  field: string;
  operator: '=' | '!=' | '>' | '<' | '>=' | '<=' | 'IN' | 'NOT IN' | 'BETWEEN';
  values: string[];
}

export interface GaqlQuery {
  fields: string[];
  resource: string;
  conditions: GaqlCondition[];
  orderBy: Array<{ field: string; desc: boolean }>;
  limit: number | undefined;
}

export class GaqlError extends Error {}

/** Google refuses longer queries; the bound also keeps the fake's pattern matching short. */
const MAX_QUERY_LENGTH = 10_000;

const FIELD = /^[a-z_]+(\.[a-z_]+)+$/;
const unquote = (value: string) =>
  value
    .trim()
    .replace(/^'(.*)'$/s, '$1')
    .replace(/^"(.*)"$/s, '$1');

/** Splits on AND outside quotes and outside BETWEEN's own AND. */
function splitConditions(text: string): string[] {
  const parts: string[] = [];
  const tokens = text.match(/'[^']*'|"[^"]*"|\(|\)|[^\s()]+/g) ?? [];
  let current: string[] = [];
  let betweenOpen = false;
  for (const token of tokens) {
    const upper = token.toUpperCase();
    if (upper === 'BETWEEN') betweenOpen = true;
    if (upper === 'AND' && !betweenOpen) {
      parts.push(current.join(' '));
      current = [];
      continue;
    }
    if (upper === 'AND' && betweenOpen) betweenOpen = false;
    current.push(token);
  }
  parts.push(current.join(' '));
  return parts.filter((part) => part.trim());
}

function parseCondition(text: string): GaqlCondition {
  const between = /^([\w.]+)\s+BETWEEN\s+(\S+)\s+AND\s+(\S+)$/i.exec(text);
  if (between) return { field: between[1]!, operator: 'BETWEEN', values: [unquote(between[2]!), unquote(between[3]!)] };
  const list = /^([\w.]+)\s+(NOT IN|IN)\s*\((.*)\)$/i.exec(text);
  if (list) return { field: list[1]!, operator: list[2]!.toUpperCase() as 'IN' | 'NOT IN', values: list[3]!.split(',').map(unquote) };
  const compare = /^([\w.]+)\s*(!=|>=|<=|=|>|<)\s*(.+)$/.exec(text);
  if (compare) return { field: compare[1]!, operator: compare[2] as GaqlCondition['operator'], values: [unquote(compare[3]!)] };
  throw new GaqlError(`Error in query: unexpected condition "${text}".`);
}

export function parseGaql(query: string): GaqlQuery {
  if (query.length > MAX_QUERY_LENGTH) throw new GaqlError(`Error in query: the query is longer than ${MAX_QUERY_LENGTH} characters.`);
  const match = /^\s*SELECT\s+(.+?)\s+FROM\s+([a-z_]+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER BY\s+(.+?))?(?:\s+LIMIT\s+(\d+))?\s*$/is.exec(query);
  if (!match) throw new GaqlError('Error in query: expected SELECT ... FROM ... [WHERE ...] [ORDER BY ...] [LIMIT n].');
  const fields = match[1]!.split(',').map((field) => field.trim());
  const unknown = fields.find((field) => !FIELD.test(field));
  if (unknown !== undefined) throw new GaqlError(`Error in SELECT clause: invalid field name '${unknown}'.`);
  return {
    fields,
    resource: match[2]!,
    conditions: match[3] ? splitConditions(match[3]).map(parseCondition) : [],
    orderBy: match[4]
      ? match[4].split(',').map((part) => {
          const [field = '', direction = 'ASC'] = part.trim().split(/\s+/);
          return { field, desc: direction.toUpperCase() === 'DESC' };
        })
      : [],
    limit: match[5] ? Number(match[5]) : undefined,
  };
}

/** Whether a row's value of the condition's field passes it (text compared as text, numbers as numbers). */
export function passes(condition: GaqlCondition, value: string | number | boolean | undefined): boolean {
  const text = String(value ?? '');
  const [first = '', second = ''] = condition.values;
  const numeric = typeof value === 'number';
  const order = (other: string) => (numeric ? (value as number) - Number(other) : text.localeCompare(other));
  switch (condition.operator) {
    case '=':
      return text === first;
    case '!=':
      return text !== first;
    case '>':
      return order(first) > 0;
    case '<':
      return order(first) < 0;
    case '>=':
      return order(first) >= 0;
    case '<=':
      return order(first) <= 0;
    case 'IN':
      return condition.values.includes(text);
    case 'NOT IN':
      return !condition.values.includes(text);
    case 'BETWEEN':
      return text >= first && text <= second;
  }
}
