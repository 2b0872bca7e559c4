import { useState } from 'react';
import useSWR from 'swr';
import { Alert, Button, Loader, Modal, swrFetcher, type Source } from '@pulseboard/shared';
import { connectSource, SOURCE_TYPES_PATH, type SourceTypeEntry } from './api.js';
import { CredentialsForm } from './CredentialsForm.js';
import { asksForCredentials, type CredentialsEntry, type SourceCredentials } from './credentials-form-schema.js';
import styles from './Sources.module.css';

const CATEGORY_LABELS: Record<string, string> = {
  sample: 'Try it out',
  search: 'Analytics and search',
  ads: 'Advertising',
  social: 'Social media',
  seo: 'SEO',
  ecommerce: 'E-commerce',
  crm: 'CRM and spreadsheets',
  email: 'E-mail marketing',
};

function groupByCategory(entries: SourceTypeEntry[]): Array<[string, SourceTypeEntry[]]> {
  const groups = new Map<string, SourceTypeEntry[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return [...groups];
}

/**
 * Every source type of the product, grouped; the ones without a connector are
 * shown as not yet available. Picking one connects it at once (sample data),
 * asks for its credentials, or leaves for the provider's consent page.
 */
export function ConnectSourceDialog({ open, onClose, onConnected }: { open: boolean; onClose: () => void; onConnected: (source: Source) => void }) {
  const { data, error } = useSWR<{ data: SourceTypeEntry[] }>(open ? SOURCE_TYPES_PATH : null, swrFetcher);
  const [asking, setAsking] = useState<CredentialsEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function connect(entry: SourceTypeEntry, credentials?: SourceCredentials) {
    const input =
      entry.credentials === 'none'
        ? { kind: 'none' as const, name: entry.type }
        : entry.credentials === 'oauth' || entry.credentials === 'account_oauth'
          ? { kind: 'oauth' as const, name: entry.type, account: credentials?.account }
          : { kind: 'token' as const, name: entry.type, account: credentials?.account ?? '', token: credentials?.token ?? '' };
    const source = await connectSource(input);
    if (source) {
      setAsking(null);
      onConnected(source);
    }
  }

  async function pick(entry: SourceTypeEntry) {
    setFailure(null);
    if (asksForCredentials(entry)) {
      setAsking(entry);
      return;
    }
    try {
      await connect(entry);
    } catch (caught) {
      setFailure((caught as Error).message);
    }
  }

  const close = () => {
    setAsking(null);
    setFailure(null);
    onClose();
  };

  return (
    <Modal open={open} onOpenChange={(stillOpen) => (stillOpen ? undefined : close())} title={asking ? `Connect ${asking.label}` : 'Connect a source'} size="medium">
      {failure ? <Alert level="error">{failure}</Alert> : null}
      {error ? <Alert level="error">The source types could not be loaded. Try again.</Alert> : null}
      {asking ? (
        <CredentialsForm entry={asking} onSubmit={(credentials) => connect(asking, credentials)} onCancel={() => setAsking(null)} />
      ) : !data ? (
        <Loader />
      ) : (
        groupByCategory(data.data).map(([category, entries]) => (
          <section key={category} className={styles.category} aria-label={CATEGORY_LABELS[category] ?? category}>
            <h3 className={styles.categoryTitle}>{CATEGORY_LABELS[category] ?? category}</h3>
            <div className={styles.typeGrid}>
              {entries.map((entry) => (
                <Button key={entry.type} variant="secondary" className={styles.typeButton} disabled={!entry.available} onClick={() => void pick(entry)}>
                  <span>{entry.label}</span>
                  {entry.available ? null : <span className={styles.unavailable}>Not yet available</span>}
                </Button>
              ))}
            </div>
          </section>
        ))
      )}
    </Modal>
  );
}
