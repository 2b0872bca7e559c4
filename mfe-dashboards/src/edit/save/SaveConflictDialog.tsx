import { useState } from 'react';
import { Button, Modal } from '@pulseboard/shared';
import type { DashboardEditor } from '../use-dashboard-editor.js';
import styles from './SaveConflictDialog.module.css';

/**
 * A save refused because someone else saved the dashboard first. Nothing is
 * lost until the user chooses: their version stays kept, and Escape or a
 * click outside does not choose for them.
 */
export function SaveConflictDialog({ editor }: { editor: Pick<DashboardEditor, 'conflict' | 'overwrite' | 'reload'> }) {
  const [problem, setProblem] = useState<string | null>(null);
  const reload = () => {
    setProblem(null);
    editor.reload().catch(() => setProblem('The dashboard could not be loaded. Please try again.'));
  };
  return (
    <Modal
      open={editor.conflict !== null}
      onOpenChange={() => undefined}
      title="This dashboard was changed elsewhere"
      description="Someone saved it after your copy was loaded. Keep your version to save it over theirs, or load theirs and drop your changes."
    >
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reload}>
          Load their version
        </Button>
        <Button onClick={() => void editor.overwrite()}>Keep my version</Button>
      </div>
    </Modal>
  );
}
