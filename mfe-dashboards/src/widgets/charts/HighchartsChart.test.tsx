import { useState } from 'react';
import { act, waitFor } from '@testing-library/react';
import type { Options } from 'highcharts';
import { renderInDashboard } from '../../test-support/render-widget';
import Highcharts from './highcharts';
import { HighchartsChart } from './HighchartsChart';
import { Revealed } from '../frame/Revealed';

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

const chartIn = (container: HTMLElement) => Highcharts.charts.find((candidate) => candidate?.container && container.contains(candidate.container));

it("paints with the dashboard's colours: its palette for the series, labels tinted from its text colour", async () => {
  const colours = { palette: ['#123456', '#654321'], text: 'rgb(10, 20, 30)', surface: '#ffffff' };
  const view = renderInDashboard(<HighchartsChart options={OPTIONS} label="Sessions" />, { print: true, colours });
  await waitFor(() => expect(chartIn(view.container)).toBeDefined());
  const chart = chartIn(view.container);
  expect(chart?.series[0]?.color).toBe('#123456');
  expect(chart?.xAxis[0]?.options.labels?.style?.color).toBe('rgba(10,20,30,0.62)');
});

it('draws nothing until the dashboard has read its colours', () => {
  const view = renderInDashboard(<HighchartsChart options={OPTIONS} label="Sessions" />, { print: true, colours: null });
  expect(view.container.querySelector('svg')).toBeNull();
});

it('is drawn in the commit that mounts it, so its widget reports itself revealed only once the chart is on screen', async () => {
  const drawnAtReveal: boolean[] = [];
  renderInDashboard(
    <>
      <HighchartsChart options={OPTIONS} label="Sessions" />
      <Revealed
        onReveal={() => {
          drawnAtReveal.push(document.querySelector('svg.highcharts-root') !== null);
        }}
      />
    </>,
    { print: true },
  );
  await waitFor(() => expect(drawnAtReveal).toEqual([true]));
});
