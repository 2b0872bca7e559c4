import { useState } from 'react';
import { Alert, Button, CopyLink, eventBus, failureMessage, TextField, useConfirm } from '@pulseboard/shared';
import styles from './EmbedDialog.module.css';

const HIDDEN_SECRET = '•'.repeat(24);

interface Props {
  secret: string;
  /** Asks the API for a new secret; rejects when it fails. */
  onRotate: () => Promise<unknown>;
}

/** The secret tokens are signed with: hidden until revealed, copyable, and replaced after a confirmation. */
export function EmbedSecret({ secret, onRotate }: Props) {
  const [shown, setShown] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const rotate = async () => {
    const confirmed = await confirm({
      title: 'Rotate the embed secret?',
      description: 'Every token signed with the current secret stops working at once: embedded private dashboards stay blank until their tokens are signed with the new one.',
      submitLabel: 'Rotate secret',
      danger: true,
    });
    if (!confirmed) return;
    setRotating(true);
    setFailure(null);
    try {
      await onRotate();
      setShown(true);
      eventBus.emit('ui:notify', { level: 'success', message: 'The embed secret was rotated: sign new tokens with it.' });
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setRotating(false);
    }
  };

  return (
    <section className={styles.section}>
      <div className={styles.secret}>
        <TextField label="Embed secret" value={shown ? secret : HIDDEN_SECRET} readOnly />
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setShown(!shown)}>
          {shown ? 'Hide secret' : 'Reveal secret'}
        </Button>
        <CopyLink url={secret} appearance="button">
          Copy secret
        </CopyLink>
        <Button variant="danger" disabled={rotating} aria-busy={rotating || undefined} onClick={() => void rotate()}>
          Rotate secret
        </Button>
      </div>
      {failure ? <Alert level="error">{failure}</Alert> : null}
      {dialog}
    </section>
  );
}
