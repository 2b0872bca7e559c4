import { Loader, SOURCE_TYPE_INFO, useController, useFieldError, type DashboardCreateInput } from '@pulseboard/shared';
import type { DashboardTemplate } from '../api/dashboards.js';
import { TemplateSourceFields } from './TemplateSourceFields.js';
import styles from './CreateDashboard.module.css';

/** The value of the blank choice; the API takes no template then. */
export const BLANK_TEMPLATE = '';

interface Props {
  templates: DashboardTemplate[] | undefined;
  failed: boolean;
}

function Option({
  value,
  name,
  description,
  widgetsCount,
  sourceLabel,
  checked,
  onChange,
}: {
  value: string;
  name: string;
  description: string;
  widgetsCount: number | null;
  /** What its widgets read: "sample data", "your Google Ads account". */
  sourceLabel: string;
  checked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.option} data-checked={checked}>
      <input type="radio" name="template" value={value} checked={checked} onChange={() => onChange(value)} className={styles.radio} />
      <span className={styles.optionName}>{name}</span>
      <span className={styles.optionText}>{description}</span>
      {widgetsCount === null ? null : (
        <span className={styles.optionCount}>
          {widgetsCount} widgets on {sourceLabel}
        </span>
      )}
    </label>
  );
}

/**
 * The template field of the create form, as native radio buttons styled as
 * cards: arrow keys, one tab stop and the form's own semantics come for free.
 * A template of a source type asks which source and account it reports on.
 */
export function TemplatePicker({ templates, failed }: Props) {
  const { field } = useController<DashboardCreateInput, 'template'>({ name: 'template' });
  const error = useFieldError<DashboardCreateInput>('template');
  const value = field.value ?? BLANK_TEMPLATE;
  const onChange = (template: string) => field.onChange(template);
  const chosen = templates?.find((template) => template.id === value);
  return (
    <fieldset className={styles.picker} aria-describedby={error ? 'template-error' : undefined}>
      <legend className={styles.legend}>Start from</legend>
      <div className={styles.options}>
        <Option value={BLANK_TEMPLATE} name="Blank" description="An empty dashboard for your own widgets." widgetsCount={null} sourceLabel="" checked={value === BLANK_TEMPLATE} onChange={onChange} />
        {templates?.map((template) => (
          <Option
            key={template.id}
            value={template.id}
            name={template.name}
            description={template.description}
            widgetsCount={template.widgetsCount}
            sourceLabel={template.sourceType ? `your ${SOURCE_TYPE_INFO[template.sourceType].label} account` : 'sample data'}
            checked={value === template.id}
            onChange={onChange}
          />
        ))}
      </div>
      {chosen?.sourceType ? <TemplateSourceFields key={chosen.sourceType} sourceType={chosen.sourceType} /> : null}
      {!templates && !failed ? <Loader size="s" label="Loading templates" /> : null}
      {failed ? <p className={styles.hint}>The templates could not be loaded. You can start from a blank dashboard.</p> : null}
      {error ? (
        <p id="template-error" role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
