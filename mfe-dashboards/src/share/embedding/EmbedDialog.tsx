import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { Alert, currentUserAtom, isAdmin, Loader, Modal, type EmbeddingSettings } from '@pulseboard/shared';
import { EMBEDDING_PATH, fetchEmbeddingSettings, rotateEmbedSecret, saveEmbedSites } from '../../api/embedding.js';
import { AllowedSitesForm } from './AllowedSitesForm.js';
import { EmbedCode } from './EmbedCode.js';
import { EmbedSecret } from './EmbedSecret.js';
import styles from './EmbedDialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  permalink: string;
  /** The dashboard's name: the frame's title, which screen readers announce. */
  name: string;
}

/** The company's secret and allowed sites, for admins: loaded when the dialog opens. */
function EmbeddingAdministration() {
  const { data: settings, error, mutate } = useSWR(EMBEDDING_PATH, fetchEmbeddingSettings);
  const keep = (saved: EmbeddingSettings) => mutate(saved, { revalidate: false });
  if (error) return <Alert level="error">The embedding settings could not be loaded.</Alert>;
  if (!settings) return <Loader size="s" label="Loading the embedding settings" />;
  return (
    <>
      <EmbedSecret secret={settings.secret} onRotate={async () => keep(await rotateEmbedSecret())} />
      <AllowedSitesForm
        allowedSites={settings.allowedSites}
        onSave={async (input) => {
          const saved = await saveEmbedSites(input);
          await keep(saved);
          return saved;
        }}
      />
    </>
  );
}

/**
 * Embedding one dashboard on a client's site, from the owner's share menu:
 * the code to paste and how a private dashboard is opened; admins also
 * manage the company's secret and allowed sites here.
 */
export function EmbedDialog({ open, onClose, permalink, name }: Props) {
  const admin = isAdmin(useAtomValue(currentUserAtom));
  return (
    <Modal open={open} onOpenChange={(stillOpen) => (stillOpen ? undefined : onClose())} title="Embed this dashboard" description="Show it on a client's website." size="medium">
      <EmbedCode permalink={permalink} name={name} />
      {admin ? <EmbeddingAdministration /> : <p className={styles.text}>An admin of your company manages the embed secret and the sites allowed to embed dashboards.</p>}
    </Modal>
  );
}
