import { SOURCE_TYPE_INFO, TextField, type SourceCatalogue, type SourceType, type WidgetInstance } from '@pulseboard/shared';
import { setParameter, shownParameters } from '../form/type-form.js';
import { changeSource, changeSourceType } from '../form/widget-form.js';
import { ParameterField } from './ParameterField.js';
import { useSourceTypes, useUsableSources } from './use-editor-data.js';
import styles from './WidgetEditor.module.css';

/** Currencies a money metric can be shown in; none keeps the source's own. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'JPY', 'INR', 'BRL'];

interface Props {
  instance: WidgetInstance;
  catalogue: SourceCatalogue | undefined;
  /** Its place among the widget's instances, for the legend. */
  index: number;
  onChange: (instance: WidgetInstance) => void;
  onRemove?: () => void;
}

/**
 * One instance: its source type, then a source of that type (connected and
 * valid), then the type's form: the parameters set once for the source
 * (global) and those of this widget, each only while its condition holds.
 * A new type or source starts the form afresh (spec §4).
 */
export function InstanceForm({ instance, catalogue, index, onChange, onRemove }: Props) {
  const types = useSourceTypes();
  const sources = useUsableSources(instance.type);
  const shown = catalogue ? shownParameters(catalogue, instance.config) : [];
  const field = (scope: 'global' | 'widget') =>
    catalogue
      ? shown
          .filter((parameter) => parameter.scope === scope)
          .map((parameter) => (
            <ParameterField
              key={parameter.name}
              parameter={parameter}
              catalogue={catalogue}
              sourceId={instance.sourceId}
              config={instance.config}
              onChange={(value) => onChange({ ...instance, config: setParameter(catalogue, instance.config, parameter.name, value) })}
            />
          ))
      : null;

  return (
    <fieldset className={styles.instance}>
      <legend>{`Source ${index + 1}`}</legend>
      <div className={styles.row}>
        <label className={styles.field}>
          Source type
          <select value={instance.type} onChange={(event) => onChange(changeSourceType(instance, event.target.value as SourceType))}>
            {types.some((type) => type.type === instance.type) ? null : <option value={instance.type}>{instance.type}</option>}
            {types.map((type) => (
              <option key={type.type} value={type.type}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Source
          <select value={instance.sourceId ?? ''} onChange={(event) => onChange(changeSource(instance, event.target.value ? Number(event.target.value) : null))}>
            <option value="">Choose a source…</option>
            {sources.map((source) => (
              <option key={source.id} value={source.id}>
                {source.account ?? SOURCE_TYPE_INFO[source.name].label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {instance.sourceId !== null && sources.length === 0 ? <p className={styles.hint}>This source is not connected any more. Choose another or reconnect it on the sources screen.</p> : null}
      {catalogue ? null : <p className={styles.hint}>Loading the form of this source type…</p>}
      {field('global')}
      {field('widget')}
      <div className={styles.row}>
        <TextField label="Prefix" value={instance.prefix} onChange={(event) => onChange({ ...instance, prefix: event.target.value })} required />
        <label className={styles.field}>
          Currency
          <select value={instance.currency ?? ''} onChange={(event) => onChange({ ...instance, currency: event.target.value || undefined })}>
            <option value="">As the source reports it</option>
            {CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
      </div>
      {onRemove ? (
        <button type="button" className={styles.linkButton} onClick={onRemove}>
          Remove this source from the widget
        </button>
      ) : null}
    </fieldset>
  );
}
