import { NumberInput, type FormatOptions, type InteractiveWidget, type WidgetFormat } from '@pulseboard/shared';
import styles from './WidgetEditor.module.css';

/** The display formats of spec §3 an interactive widget can take: a chart with its sub-format, or one of the others. */
const FORMATS = [
  { value: 'chart', label: 'Chart' },
  { value: 'chart:pie', label: 'Pie chart' },
  { value: 'chart:radar', label: 'Radar chart' },
  { value: 'chart:gauge', label: 'Gauge' },
  { value: 'table', label: 'Table' },
  { value: 'summary', label: 'Summary (single numbers)' },
] as const;
const CHART_KINDS = [
  { value: 'chart:line', label: 'Line' },
  { value: 'chart:area', label: 'Area' },
  { value: 'chart:bar', label: 'Bar' },
] as const;

const isCartesian = (format: WidgetFormat) => format === 'chart:line' || format === 'chart:area' || format === 'chart:bar';

interface Props {
  widget: InteractiveWidget;
  onChange: (widget: InteractiveWidget) => void;
}

/** Format, a chart's sub-format, and the options of the format chosen (spec §3). */
export function FormatFields({ widget, onChange }: Props) {
  const format = widget.format === 'textCard' ? 'table' : widget.format;
  const family = isCartesian(format) ? 'chart' : format;
  const options = widget.formatOptions;
  const setOption = (change: Partial<FormatOptions>) => onChange({ ...widget, formatOptions: { ...options, ...change } });
  const toggle = (key: 'visibleGrid' | 'doughnut' | 'visibleLabels', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={options[key]} onChange={(event) => setOption({ [key]: event.target.checked })} /> {label}
    </label>
  );

  return (
    <div className={styles.row}>
      <label className={styles.field}>
        Format
        <select value={family} onChange={(event) => onChange({ ...widget, format: event.target.value === 'chart' ? 'chart:line' : (event.target.value as WidgetFormat) })}>
          {FORMATS.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
      {family === 'chart' ? (
        <label className={styles.field}>
          Chart type
          <select value={format} onChange={(event) => onChange({ ...widget, format: event.target.value as WidgetFormat })}>
            {CHART_KINDS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {family === 'chart' ? toggle('visibleGrid', 'Show grid lines') : null}
      {format === 'chart:pie' ? toggle('doughnut', 'Doughnut') : null}
      {format === 'chart:radar' ? toggle('visibleLabels', 'Show grid labels') : null}
      {format === 'chart:gauge' ? (
        <>
          <NumberInput label="Gauge minimum" value={options.minValue} onChange={(value) => setOption({ minValue: value ?? 0 })} />
          <NumberInput label="Gauge maximum" value={options.maxValue} onChange={(value) => setOption({ maxValue: value ?? 100 })} />
        </>
      ) : null}
    </div>
  );
}
