import { useEffect, useRef } from 'react';
import type { ViewRange } from '@pulseboard/shared';
import { EMBED_FAILURES } from './embed-failure.js';
import { rangePayload, viewOfCommand } from './embed-range.js';
import { useEmbedSurface } from './embed-surface.js';

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
  const { channel } = useEmbedSurface();
  // The range last told to the page; remembered across a remount so a range is announced once.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const range = rangePayload(view);
    const written = JSON.stringify(range);
    if (announced.current === null) channel.post('ready', { permalink, range, rangeLocked });
    else if (announced.current !== written) channel.post('rangeChange', range);
    announced.current = written;
  }, [channel, permalink, rangeLocked, view]);

  useEffect(
    () =>
      // setRange is the one command: a second one would not typecheck here until it is handled.
      channel.listen((command) => {
        if (rangeLocked) channel.post('error', EMBED_FAILURES.rangeLocked);
        else onViewChange(viewOfCommand(command.payload));
      }),
    [channel, rangeLocked, onViewChange],
  );
  return null;
}
