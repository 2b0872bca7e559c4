import { ChoiceField, FormCheckboxField, useFormContext, useWatch, type InteractiveWidget, type WidgetFormat } from '@pulseboard/shared';
import { INTERACTIVE_FORMATS, shownFormat, type InteractiveFormat } from '../../widgets/registry.js';
import { NumberSetting } from './NumberSetting.js';
import styles from './WidgetEditor.module.css';

const ENTRIES = Object.entries(INTERACTIVE_FORMATS) as Array<[InteractiveFormat, (typeof INTERACTIVE_FORMATS)[InteractiveFormat]]>;
/** The display formats of spec §3 an interactive widget can take: a chart with its chart type, or one of the others. */
const FORMATS = [{ value: 'chart', label: 'Chart' }, ...ENTRIES.filter(([, entry]) => !entry.chartType).map(([value, entry]) => ({ value, label: entry.label }))];
const CHART_TYPES = ENTRIES.filter(([, entry]) => entry.chartType).map(([value, entry]) => ({ value, label: entry.label }));
/** What choosing Chart starts from. */
const DEFAULT_CHART_TYPE: InteractiveFormat = 'chart:line';

/** Format, a chart's sub-format, and the options of the format chosen (spec §3). */
export function FormatFields() {
  const { setValue } = useFormContext<InteractiveWidget>();
  const stored = useWatch<InteractiveWidget, 'format'>({ name: 'format' });
  const format = shownFormat(stored);
  const family = INTERACTIVE_FORMATS[format].chartType ? 'chart' : format;
  const choose = (next: WidgetFormat) => setValue('format', next, { shouldDirty: true });

  return (
    <div className={styles.row}>
      <ChoiceField label="Format" choices={FORMATS} value={family} onChange={(event) => choose(event.target.value === 'chart' ? DEFAULT_CHART_TYPE : (event.target.value as WidgetFormat))} />
      {family === 'chart' ? (
        <>
          <ChoiceField label="Chart type" choices={CHART_TYPES} value={format} onChange={(event) => choose(event.target.value as WidgetFormat)} />
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
