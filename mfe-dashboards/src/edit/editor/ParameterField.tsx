import { useId } from 'react';
import { NumberInput, SelectInput, TextField, type ParameterDefinition, type SourceCatalogue } from '@pulseboard/shared';
import { remoteOptionsUrl } from '../form/type-form.js';
import { MultiValueField } from './MultiValueField.js';
import styles from './WidgetEditor.module.css';

interface Props {
  parameter: ParameterDefinition;
  catalogue: SourceCatalogue;
  sourceId: number | null;
  config: Record<string, unknown>;
  onChange: (value: unknown) => void;
}

const labelWithNeed = (parameter: ParameterDefinition) => (parameter.required ? parameter.label : `${parameter.label} (optional)`);

/** One parameter of a source type's form, drawn by its input kind; remote lists come from the chosen source. */
export function ParameterField({ parameter, catalogue, sourceId, config, onChange }: Props) {
  const id = useId();
  const value = config[parameter.name];
  const label = labelWithNeed(parameter);
  const url = remoteOptionsUrl(sourceId, parameter, config, catalogue);

  if (parameter.remote && url === null) {
    const waitingFor = parameter.dependsOn ? catalogue.parameters.find((item) => item.name === parameter.dependsOn)?.label : undefined;
    return <p className={styles.hint}>{`${label}: choose ${sourceId === null ? 'a source' : (waitingFor ?? 'the parameters above')} first.`}</p>;
  }

  switch (parameter.input) {
    case 'boolean':
      return (
        <fieldset className={styles.inline}>
          <legend>{label}</legend>
          {[true, false].map((choice) => (
            <label key={String(choice)}>
              <input type="radio" name={id} checked={value === choice} onChange={() => onChange(choice)} /> {choice ? 'Yes' : 'No'}
            </label>
          ))}
        </fieldset>
      );
    case 'number':
      return <NumberInput label={label} value={typeof value === 'number' ? value : null} onChange={onChange} />;
    case 'text':
      return <TextField label={label} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />;
    case 'multiselect': {
      const values = Array.isArray(value) ? value.map(String) : [];
      const labelOf = (name: string) => parameter.options?.find((option) => option.value === name)?.label ?? catalogue.metrics.find((metric) => metric.name === name)?.label ?? name;
      if (url) return <MultiValueField label={label} url={url} values={values} labelOf={labelOf} onChange={onChange} />;
      return (
        <fieldset className={styles.inline}>
          <legend>{label}</legend>
          {(parameter.options ?? []).map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                checked={values.includes(option.value)}
                onChange={(event) => onChange(event.target.checked ? [...values, option.value] : values.filter((item) => item !== option.value))}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    }
    default:
      if (url)
        return (
          <SelectInput
            label={label}
            url={url}
            required={parameter.required}
            value={typeof value === 'string' || typeof value === 'number' ? value : null}
            onChange={(next) => onChange(next ?? undefined)}
          />
        );
      return (
        <label className={styles.field}>
          {label}
          <select value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value || undefined)}>
            <option value="">Choose…</option>
            {(parameter.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      );
  }
}
