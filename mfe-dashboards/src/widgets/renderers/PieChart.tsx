import { useMemo } from 'react';
import { pieOptions } from '../charts/pie-options.js';
import { HighchartsChart } from '../charts/HighchartsChart.js';
import type { InteractiveRendererProps } from './renderer-props.js';

export default function PieChart({ widget, data }: InteractiveRendererProps) {
  const options = useMemo(() => pieOptions(widget, data), [widget, data]);
  return <HighchartsChart options={options} label={widget.title} />;
}
