import { Icon, Link, pathTo, type WidgetData } from '@pulseboard/shared';
import { useDashboardRuntime } from '../../dashboard/dashboard-runtime.js';
import styles from './Widget.module.css';

type ErrorKind = WidgetData['errors'][number]['kind'];

const MESSAGES: Record<ErrorKind, string> = {
  source_invalid: 'This source needs to be re-authorised.',
  quota: 'The source’s usage limit is reached for now; its data will be back shortly.',
  provider: 'The source did not answer. The data will show once it does.',
  missing_source: 'This widget has no source connected.',
};

/**
 * A quota's own words when the API gave some: a lasting limit names itself
 * (the provider's units used up, the source's daily call budget spent).
 */
function messagesOf(kind: ErrorKind, errors: WidgetData['errors']): string[] {
  const own = kind === 'quota' ? [...new Set(errors.filter((error) => error.kind === kind && error.message).map((error) => error.message))] : [];
  return own.length ? own : [MESSAGES[kind]];
}

/**
 * Instances the API could not query (spec §8: data-error widgets for expired
 * sources). Owners get the way to fix an expired source; public viewers only
 * the reason. `partial`: other instances did answer, and their data shows below.
 */
export function DataError({ errors, partial }: { errors: WidgetData['errors']; partial: boolean }) {
  const { owner } = useDashboardRuntime();
  const kinds = [...new Set(errors.map((error) => error.kind))];
  return (
    <div className={partial ? styles.partialError : styles.state} role="alert">
      <Icon name="alert" size={partial ? 16 : 20} />
      {kinds.flatMap((kind) =>
        messagesOf(kind, errors).map((message) => (
          <p key={`${kind}:${message}`}>
            {message} {kind === 'source_invalid' && owner ? <Link to={pathTo('company.sources')}>Re-authorise it in Company Sources</Link> : null}
          </p>
        )),
      )}
    </div>
  );
}
