import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { Alert, Button, companyAtom, EmptyState, eventBus, Loader, Page, reportError, SOURCE_TYPE_INFO, swrFetcher, useConfirm, useSearchParams, type Source } from '@pulseboard/shared';
import { deleteSource, reauthorizeSource, SOURCES_PATH } from './api.js';
import { ConnectSourceDialog } from './ConnectSourceDialog.js';
import { SourceItem } from './SourceItem.js';
import styles from './Sources.module.css';

/** Company Sources (spec §2): connected sources, connecting new ones, re-authorising and removing them. */
export function SourcesScreen() {
  const { data, error, mutate } = useSWR<{ data: Source[] }>(SOURCES_PATH, swrFetcher);
  const liveSources = useAtomValue(companyAtom)?.sources;
  const [connecting, setConnecting] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const { confirm, dialog } = useConfirm();

  // A source changed elsewhere (another tab, an expired token): the realtime update refreshes the list.
  useEffect(() => {
    void mutate();
  }, [liveSources, mutate]);

  // Back from a provider's consent page.
  const connected = searchParams.get('connected');
  const failed = searchParams.get('error');
  useEffect(() => {
    if (connected) eventBus.emit('ui:notify', { level: 'success', message: 'The source is connected.' });
  }, [connected]);

  async function remove(source: Source) {
    const label = SOURCE_TYPE_INFO[source.name].label;
    const answer = await confirm({
      title: `Delete ${label}${source.account ? ` (${source.account})` : ''}?`,
      description: 'Widgets that use it will show no data.',
      submitLabel: 'Delete',
      danger: true,
    });
    if (!answer) return;
    try {
      await deleteSource(source.id);
    } catch (caught) {
      reportError(caught, { sourceId: source.id });
      eventBus.emit('ui:notify', { level: 'error', message: `${label} could not be deleted. Try again.` });
    }
    await mutate();
  }

  async function reauthorize(source: Source) {
    try {
      await reauthorizeSource(source.id);
    } catch (caught) {
      eventBus.emit('ui:notify', { level: 'error', message: (caught as Error).message });
    }
  }

  return (
    <Page
      title="Company Sources"
      subtitle="The analytics, ads, social, SEO, e-commerce, CRM and e-mail accounts your dashboards read from."
      actions={<Button onClick={() => setConnecting(true)}>Connect a source</Button>}
    >
      {failed ? (
        <Alert level="error">
          The source was not connected: {failed}.{' '}
          <Button variant="ghost" onClick={() => setSearchParams({})}>
            Dismiss
          </Button>
        </Alert>
      ) : null}
      {error ? <Alert level="error">Your sources could not be loaded. Reload the page to try again.</Alert> : null}
      {!data && !error ? <Loader /> : null}
      {data && data.data.length === 0 ? (
        <EmptyState icon="⛁" title="No sources connected" action={<Button onClick={() => setConnecting(true)}>Connect a source</Button>}>
          Connect Google Analytics, Search Console or the sample data to build your first dashboard.
        </EmptyState>
      ) : null}
      {data && data.data.length > 0 ? (
        <ul className={styles.list} aria-label="Connected sources">
          {data.data.map((source) => (
            <SourceItem key={source.id} source={source} onReauthorize={() => void reauthorize(source)} onDelete={() => void remove(source)} />
          ))}
        </ul>
      ) : null}
      <ConnectSourceDialog
        open={connecting}
        onClose={() => setConnecting(false)}
        onConnected={() => {
          setConnecting(false);
          void mutate();
        }}
      />
      {dialog}
    </Page>
  );
}
