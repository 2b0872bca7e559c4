import { useEffect } from 'react';
import { Alert } from '@pulseboard/shared';
import type { EmbedFailure } from './embed-failure.js';
import { postToPage } from './embed-messages.js';
import styles from './Embed.module.css';

/** Why the embedded dashboard is not shown, said to the viewer and, as an `error` event, to the page around the frame. */
export function EmbedUnavailable({ failure: { code, message } }: { failure: EmbedFailure }) {
  useEffect(() => postToPage('error', { code, message }), [code, message]);
  return (
    <div className={styles.unavailable}>
      <Alert level="error">{message}</Alert>
    </div>
  );
}
