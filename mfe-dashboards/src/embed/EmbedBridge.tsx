import { useEffect, useRef } from 'react';
import type { ViewRange } from '@pulseboard/shared';
import { EMBED_FAILURES } from './embed-failure.js';
import { listenToPage, postToPage } from './embed-messages.js';
import { rangePayload, viewOfCommand } from './embed-range.js';

interface Props {
  permalink: string;
  /** The embed token fixes the range: the page may not change it. */
  rangeLocked: boolean;
  view: ViewRange;
  onViewChange: (view: ViewRange) => void;
}

/**
 * The embedded dashboard's side of the page API: `ready` once it is shown,
 * `rangeChange` whenever the range on screen changes (the calendar or a
 * command), and the page's `setRange` applied unless the range is locked.
 * Renders nothing.
 */
export function EmbedBridge({ permalink, rangeLocked, view, onViewChange }: Props) {
  // The range last told to the page; remembered across a remount so a range is announced once.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const range = rangePayload(view);
    const written = JSON.stringify(range);
    if (announced.current === null) postToPage('ready', { permalink, range, rangeLocked });
    else if (announced.current !== written) postToPage('rangeChange', range);
    announced.current = written;
  }, [permalink, rangeLocked, view]);

  useEffect(
    () =>
      // setRange is the one command: a second one would not typecheck here until it is handled.
      listenToPage((command) => {
        if (rangeLocked) postToPage('error', EMBED_FAILURES.rangeLocked);
        else onViewChange(viewOfCommand(command.payload));
      }),
    [rangeLocked, onViewChange],
  );
  return null;
}
