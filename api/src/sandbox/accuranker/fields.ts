/** The fields an object offers to `fields=`: a leaf, or the fields of a nested object (or of each item of a nested list). */
export interface FieldTree {
  [name: string]: true | FieldTree;
}

const MAX_FIELDS = 50;
const MAX_FIELD_LENGTH = 100;

export class UnknownField extends Error {}

/**
 * AccuRanker's field selection (`fields=keyword,ranks.rank,search_volume.search_volume`),
 * read strictly against what the object offers: each dotted path must name
 * fields it has, down to a leaf or a whole nested object. None given: every field.
 */
export function readFields(text: string | undefined, tree: FieldTree): string[][] | undefined {
  if (text === undefined || text === '') return undefined;
  const paths = text.split(',');
  if (paths.length > MAX_FIELDS) throw new UnknownField(`At most ${MAX_FIELDS} fields`);
  return paths.map((path) => {
    const segments = path.trim().split('.');
    let level: true | FieldTree = tree;
    for (const segment of segments) {
      const next: true | FieldTree | undefined = level === true || !Object.hasOwn(level, segment) ? undefined : level[segment];
      if (path.length > MAX_FIELD_LENGTH || next === undefined) throw new UnknownField(`Unknown field: ${path.slice(0, MAX_FIELD_LENGTH)}`);
      level = next;
    }
    return segments;
  });
}

/** The selected fields of a value (of each item, for a list), nested objects keeping only the fields selected below them. */
export function project(value: unknown, paths: string[][] | undefined): unknown {
  if (!paths || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => project(item, paths));
  const record = value as Record<string, unknown>;
  const whole = new Set<string>();
  const nested = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    if (head === undefined) continue;
    if (rest.length) nested.set(head, [...(nested.get(head) ?? []), rest]);
    else whole.add(head);
  }
  return Object.fromEntries([...new Set([...whole, ...nested.keys()])].map((key) => [key, whole.has(key) ? record[key] : project(record[key], nested.get(key))]));
}
