import { ChoiceField, FormCheckboxField, useFormContext, useWatch, type InteractiveWidget, type WidgetFormat } from '@pulseboard/shared';
import { NumberSetting } from './NumberSetting.js';
import styles from './WidgetEditor.module.css';

/** The display formats of spec §3 an interactive widget can take: a chart with its sub-format, or one of the others. */
const FORMATS = [
  { value: 'chart', label: 'Chart' },
  { value: 'chart:pie', label: 'Pie chart' },
  { value: 'chart:radar', label: 'Radar chart' },
  { value: 'chart:gauge', label: 'Gauge' },
  { value: 'table', label: 'Table' },
  { value: 'summary', label: 'Summary (single numbers)' },
];
const CHART_KINDS = [
  { value: 'chart:line', label: 'Line' },
  { value: 'chart:area', label: 'Area' },
  { value: 'chart:bar', label: 'Bar' },
];

const isCartesian = (format: WidgetFormat) => format === 'chart:line' || format === 'chart:area' || format === 'chart:bar';

/** Format, a chart's sub-format, and the options of the format chosen (spec §3). */
export function FormatFields() {
  const { setValue } = useFormContext<InteractiveWidget>();
  const stored = useWatch<InteractiveWidget, 'format'>({ name: 'format' });
  const format = stored === 'textCard' ? 'table' : stored;
  const family = isCartesian(format) ? 'chart' : format;
  const choose = (next: WidgetFormat) => setValue('format', next, { shouldDirty: true });

  return (
    <div className={styles.row}>
      <ChoiceField label="Format" choices={FORMATS} value={family} onChange={(event) => choose(event.target.value === 'chart' ? 'chart:line' : (event.target.value as WidgetFormat))} />
      {family === 'chart' ? (
        <>
          <ChoiceField label="Chart type" choices={CHART_KINDS} value={format} onChange={(event) => choose(event.target.value as WidgetFormat)} />
          <FormCheckboxField<InteractiveWidget> name="formatOptions.visibleGrid" label="Show grid lines" />
        </>
      ) : null}
      {format === 'chart:pie' ? <FormCheckboxField<InteractiveWidget> name="formatOptions.doughnut" label="Doughnut" /> : null}
      {format === 'chart:radar' ? <FormCheckboxField<InteractiveWidget> name="formatOptions.visibleLabels" label="Show grid labels" /> : null}
      {format === 'chart:gauge' ? (
        <>
          <NumberSetting name="formatOptions.minValue" label="Gauge minimum" emptyValue={0} />
          <NumberSetting name="formatOptions.maxValue" label="Gauge maximum" emptyValue={100} />
        </>
      ) : null}
    </div>
  );
}
