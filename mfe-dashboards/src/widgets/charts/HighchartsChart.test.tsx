import { useState } from 'react';
import { act, waitFor } from '@testing-library/react';
import type { Options } from 'highcharts';
import { renderInDashboard } from '../../test-support/render-widget';
import Highcharts from './highcharts';
import { HighchartsChart } from './HighchartsChart';

const OPTIONS: Options = { chart: { type: 'line' }, series: [{ type: 'line', name: 'Sessions', data: [1, 2, 3] }] };

/** The widget around a chart, re-rendered for reasons of its own (another widget revealed, a range picked). */
let renderAgain = () => undefined as void;
function Widget() {
  const [, setRenders] = useState(0);
  renderAgain = () => setRenders((count) => count + 1);
  return <HighchartsChart options={OPTIONS} label="Sessions" />;
}

it('draws its chart once: a re-render with the same options does not redraw it', async () => {
  const view = renderInDashboard(<Widget />, { print: true });
  await waitFor(() => expect(view.container.querySelector('svg.highcharts-root')).not.toBeNull());
  const chart = Highcharts.charts.find((candidate) => candidate?.container && view.container.contains(candidate.container));
  if (!chart) throw new Error('The chart was not drawn');
  const redraw = jest.spyOn(chart, 'redraw');
  const update = jest.spyOn(chart, 'update');

  act(() => renderAgain());
  act(() => renderAgain());

  expect(update).not.toHaveBeenCalled();
  expect(redraw).not.toHaveBeenCalled();
});
