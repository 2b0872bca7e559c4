import { createHash, createHmac } from 'node:crypto';
import type { InteractiveWidget, PassiveWidget, Widget } from '@pulseboard/shared/contracts';
import { keyFor } from '../lib/keys.js';

/** Object keys sorted at every level, so the same content gives the same text whatever order its keys came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

type WidgetContent = Omit<InteractiveWidget, 'hash'> | Omit<PassiveWidget, 'hash'>;

/**
 * A widget with its hash computed from its content, so views can tell what
 * changed (whatever hash came in is replaced). The position (`order`) is not
 * content: moving a widget does not make views reload it.
 */
export function withHash(widget: WidgetContent | Widget): Widget {
  const content: Record<string, unknown> = { ...widget };
  delete content.hash;
  delete content.order;
  const hash = createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('base64url')
    .slice(0, 12);
  return { ...widget, hash } as Widget;
}

/** The key of outsiders' hashes, derived once per APP_KEY. */
const outsiderKeys = new Map<string, Buffer>();

/**
 * The hash a viewer outside the company (public, embedded) is given: the
 * widget's hash sealed with a key of the app's. It still changes whenever the
 * widget does, but, unlike the plain hash of the whole widget, it cannot be
 * checked offline against guesses of what the public view leaves out (the
 * source, the provider's ids and filters).
 */
export function outsiderHash(appKey: string, hash: string): string {
  let key = outsiderKeys.get(appKey);
  if (!key) outsiderKeys.set(appKey, (key = keyFor(appKey, 'widget-hash')));
  return createHmac('sha256', key).update(hash).digest('base64url').slice(0, 12);
}
