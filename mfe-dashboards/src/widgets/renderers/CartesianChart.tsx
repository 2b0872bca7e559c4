import { useMemo } from 'react';
import { cartesianOptions } from '../charts/cartesian-options.js';
import { HighchartsChart } from '../charts/HighchartsChart.js';
import type { InteractiveRendererProps } from './renderer-props.js';

/** Line, area and bar charts; the sub-format comes from the widget's format. */
export default function CartesianChart({ widget, data }: InteractiveRendererProps) {
  const format = widget.format === 'chart:area' || widget.format === 'chart:bar' ? widget.format : 'chart:line';
  const options = useMemo(() => cartesianOptions(widget, format, data), [widget, format, data]);
  return <HighchartsChart options={options} label={widget.title} />;
}
