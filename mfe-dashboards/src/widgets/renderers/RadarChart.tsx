import { useMemo } from 'react';
import { radarOptions } from '../charts/radar-options.js';
import { HighchartsChart } from '../charts/HighchartsChart.js';
import type { InteractiveRendererProps } from './renderer-props.js';

export default function RadarChart({ widget, data }: InteractiveRendererProps) {
  const options = useMemo(() => radarOptions(widget, data), [widget, data]);
  return <HighchartsChart options={options} label={widget.title} />;
}
