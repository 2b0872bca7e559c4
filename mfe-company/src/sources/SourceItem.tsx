import { useEffect, useState } from 'react';
import { Alert, apiRequest, Button, Loader, SOURCE_TYPE_INFO, type Source } from '@pulseboard/shared';
import styles from './Sources.module.css';

type Property = Source['properties'][number];

/** Properties are loaded from the provider on demand; a refusal marks the source invalid (spec §4). */
function Properties({ source }: { source: Source }) {
  const [state, setState] = useState<{ properties: Property[] | null; error: string | null }>({ properties: null, error: null });
  useEffect(() => {
    let current = true;
    apiRequest<{ data: Property[] }>(`/api/sources/${source.id}/properties`).then(
      (answer) => current && setState({ properties: answer.data, error: null }),
      (error: Error) => current && setState({ properties: null, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [source.id]);
  if (state.error) return <Alert level="error">{state.error}</Alert>;
  if (!state.properties) return <Loader size="s" label="Loading properties" />;
  return (
    <ul className={styles.properties} aria-label={`Properties of ${source.account ?? SOURCE_TYPE_INFO[source.name].label}`}>
      {state.properties.length === 0 ? <li>No properties in this account.</li> : null}
      {state.properties.map((property) => (
        <li key={property.id} className={styles.property}>
          {property.group ? <span className={styles.propertyGroup}>{property.group} ·</span> : null}
          {property.name}
        </li>
      ))}
    </ul>
  );
}

/** One connected source: type, account, status, and what can be done with it. */
export function SourceItem({ source, onReauthorize, onDelete }: { source: Source; onReauthorize: () => void; onDelete: () => void }) {
  const label = SOURCE_TYPE_INFO[source.name].label;
  const [showingProperties, setShowingProperties] = useState(false);
  return (
    <li className={`${styles.item} ${source.invalid ? styles.invalid : ''}`} aria-label={`${label} ${source.account ?? ''}`.trim()}>
      <span className={styles.type}>{label}</span>
      <span className={styles.account}>{source.account ?? '—'}</span>
      <span className={`${styles.status} ${source.invalid ? styles.statusInvalid : ''}`}>{source.invalid ? 'Needs re-authorisation' : 'Connected'}</span>
      <span className={styles.actions}>
        {source.invalid ? <Button onClick={onReauthorize}>Re-authorise</Button> : null}
        {!source.invalid && !showingProperties && source.name !== 'demo' ? (
          <Button variant="ghost" onClick={() => setShowingProperties(true)}>
            Properties
          </Button>
        ) : null}
        <Button variant="ghost" aria-label={`Delete ${label} ${source.account ?? ''}`.trim()} onClick={onDelete}>
          Delete
        </Button>
      </span>
      {showingProperties ? <Properties source={source} /> : null}
    </li>
  );
}
