import { useMemo } from 'react';
import { gaugeOptions } from '../charts/gauge-options.js';
import { HighchartsChart } from '../charts/HighchartsChart.js';
import type { InteractiveRendererProps } from './renderer-props.js';

export default function GaugeChart({ widget, data }: InteractiveRendererProps) {
  const options = useMemo(() => gaugeOptions(widget, data), [widget, data]);
  return <HighchartsChart options={options} label={widget.title} />;
}
