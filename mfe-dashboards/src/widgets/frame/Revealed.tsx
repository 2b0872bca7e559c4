import { useEffect } from 'react';

/**
 * Placed after a widget's final content. Effects run once everything before
 * them has committed, a chart's drawing included, so this reports the widget
 * as revealed only when it really is on screen.
 */
export function Revealed({ onReveal }: { onReveal: () => void }) {
  useEffect(() => onReveal(), [onReveal]);
  return null;
}
