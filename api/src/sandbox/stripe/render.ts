import { invalidRequest } from './errors.js';
import type { StoredObject } from './store.js';

/**
 * Fields Stripe answers only when asked for with `expand[]`, by object:
 * an invoice's confirmation secret and its payments (basil and later).
 * The fake keeps them in the stored JSON and leaves them out of answers
 * and events otherwise.
 */
const INCLUDABLE: Record<string, readonly string[]> = { invoice: ['confirmation_secret', 'payments'] };

const MAX_EXPAND_DEPTH = 4;

interface ExpandTree {
  [field: string]: ExpandTree;
}

function treeOf(paths: readonly string[]): ExpandTree {
  const root: ExpandTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    if (parts.length > MAX_EXPAND_DEPTH) throw invalidRequest(`You cannot expand more than ${MAX_EXPAND_DEPTH} levels of a property. Property: ${path}`, { param: 'expand' });
    let node = root;
    for (const part of parts) node = node[part] ??= {};
  }
  return root;
}

/** The object as Stripe answers it when nothing is expanded: without its includable fields. */
export function withoutIncludables<T extends StoredObject>(object: T): T {
  const hidden = INCLUDABLE[object.object];
  if (!hidden) return object;
  const copy = { ...object };
  for (const field of hidden) delete copy[field];
  return copy;
}

const isStored = (value: unknown): value is StoredObject => typeof value === 'object' && value !== null && typeof (value as StoredObject).object === 'string';

type Finder = (id: string) => Promise<StoredObject | undefined>;

/** One field asked for with `expand[]`: an includable field, an id replaced by its object, or a list's `data`. */
async function expandField(object: StoredObject, field: string, subtree: ExpandTree, find: Finder, name: string): Promise<unknown> {
  const value = object[field];
  const cannot = () => invalidRequest(`This property cannot be expanded (${name}).`, { param: 'expand' });
  if ((INCLUDABLE[object.object] ?? []).includes(field)) return isStored(value) && Object.keys(subtree).length ? expand(value, subtree, find, name) : value;
  if (value === null) return null;
  if (typeof value === 'string') {
    const found = await find(value);
    if (!found) throw cannot();
    return expand(found, subtree, find, name);
  }
  if (field === 'data' && Array.isArray(value)) return Promise.all(value.map((item) => (isStored(item) ? expand(item, subtree, find, name) : item)));
  throw cannot();
}

async function expand(object: StoredObject, tree: ExpandTree, find: Finder, path: string): Promise<StoredObject> {
  const answer: StoredObject = { ...withoutIncludables(object) };
  for (const [field, subtree] of Object.entries(tree)) answer[field] = await expandField(object, field, subtree, find, path ? `${path}.${field}` : field);
  return answer;
}

/** An object as the API answers it, with the `expand[]` paths asked for replaced by their objects. */
export function render(object: StoredObject, paths: readonly string[], find: Finder): Promise<StoredObject> {
  return expand(object, treeOf(paths), find, '');
}
