import { ChoiceField, FormTextField, SOURCE_TYPE_INFO, useFormContext, useWatch, type InteractiveWidget, type SourceType, type WidgetInstance } from '@pulseboard/shared';
import { changeSource, changeSourceType, type CatalogueOf } from '../form/widget-form.js';
import { CurrencyField } from './CurrencyField.js';
import { TypeFormFields } from './TypeFormFields.js';
import { useSourceTypes, useUsableSources } from './use-editor-data.js';
import styles from './WidgetEditor.module.css';

interface Props {
  /** Its place among the widget's instances: its path in the form, and the legend. */
  index: number;
  catalogueOf: CatalogueOf;
  onRemove?: () => void;
}

/**
 * One instance: its source type, then a source of that type (connected and
 * valid), then the type's form, its prefix and currency. A new type or
 * source starts the form afresh (spec §4).
 */
export function InstanceForm({ index, catalogueOf, onRemove }: Props) {
  const path = `instances.${index}` as const;
  const { getValues, setValue } = useFormContext<InteractiveWidget>();
  // Picked from the instance, so a change elsewhere in it (a parameter, the prefix) leaves this form alone.
  const { type, sourceId } = useWatch<InteractiveWidget, `instances.${number}`, InteractiveWidget, Pick<WidgetInstance, 'type' | 'sourceId'>>({
    name: path,
    compute: ({ type, sourceId }) => ({ type, sourceId }),
  });
  const types = useSourceTypes();
  const { sources } = useUsableSources(type);
  const catalogue = catalogueOf(type);
  const replace = (instance: WidgetInstance) => setValue(path, instance, { shouldDirty: true });
  const typeChoices = types.map((item) => ({ value: item.type, label: item.label }));

  return (
    <fieldset className={styles.instance}>
      <legend>{`Source ${index + 1}`}</legend>
      <div className={styles.row}>
        <ChoiceField
          label="Source type"
          choices={types.some((item) => item.type === type) ? typeChoices : [{ value: type, label: type }, ...typeChoices]}
          value={type}
          onChange={(event) => replace(changeSourceType(getValues(path), event.target.value as SourceType))}
        />
        <ChoiceField
          label="Source"
          emptyLabel="Choose a source…"
          choices={sources.map((source) => ({ value: String(source.id), label: source.account ?? SOURCE_TYPE_INFO[source.name].label }))}
          value={sourceId === null ? '' : String(sourceId)}
          onChange={(event) => replace(changeSource(getValues(path), event.target.value ? Number(event.target.value) : null))}
        />
      </div>
      {sourceId !== null && sources.length === 0 ? <p className={styles.hint}>This source is not connected any more. Choose another or reconnect it on the sources screen.</p> : null}
      {catalogue ? <TypeFormFields index={index} catalogue={catalogue} sourceId={sourceId} /> : <p className={styles.hint}>Loading the form of this source type…</p>}
      <div className={styles.row}>
        <FormTextField<InteractiveWidget> name={`${path}.prefix`} label="Prefix" required />
        <CurrencyField index={index} />
      </div>
      {onRemove ? (
        <button type="button" className={styles.linkButton} onClick={onRemove}>
          Remove this source from the widget
        </button>
      ) : null}
    </fieldset>
  );
}
