import { createHash } from 'node:crypto';
import type { InteractiveWidget, PassiveWidget, Widget } from '@pulseboard/shared/contracts';

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
