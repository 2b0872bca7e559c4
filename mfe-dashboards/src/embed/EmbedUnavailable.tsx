import { useEffect } from 'react';
import { Alert } from '@pulseboard/shared';
import type { EmbedFailure } from './embed-failure.js';
import { useEmbedSurface } from './embed-surface.js';
import styles from './Embed.module.css';

/** Why the embedded dashboard is not shown, said to the viewer and, as an `error` event, to the page around it. */
export function EmbedUnavailable({ failure: { code, message } }: { failure: EmbedFailure }) {
  const { channel } = useEmbedSurface();
  useEffect(() => channel.post('error', { code, message }), [channel, code, message]);
  return (
    <div className={styles.unavailable}>
      <Alert level="error">{message}</Alert>
    </div>
  );
}
