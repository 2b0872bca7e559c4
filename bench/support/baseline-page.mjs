// The baseline: a static page drawing the same widgets with the same Highcharts build, from data
// written into the page. No application around it: what is left is the cost of drawing alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** @import { Options } from 'highcharts' */
/** @import { Widget, WidgetData } from '@pulseboard/shared/contracts' */

const require = createRequire(import.meta.url);
const SCRIPTS = ['highcharts/highcharts.js', 'highcharts/highcharts-more.js', 'highcharts/modules/solid-gauge.js', 'highcharts/modules/accessibility.js'];

/** The Highcharts files the page loads, by the path it asks for them under. */
export const baselineScripts = new Map(SCRIPTS.map((name) => [`/__bench/${name}`, readFileSync(require.resolve(name), 'utf8')]));

/**
 * Runs in the page: one chart, table or text per widget in a four-column grid, then the time it took.
 * @param {Array<{ widget: Widget, data: WidgetData | null }>} widgets
 */
function draw(widgets) {
  const grid = document.getElementById('grid');
  if (!grid) throw new Error('The page has no #grid');
  /** @type {Partial<Record<Widget['format'], 'line' | 'area' | 'column'>>} */
  const types = { 'chart:line': 'line', 'chart:area': 'area', 'chart:bar': 'column' };
  for (const { widget, data } of widgets) {
    const cell = document.createElement('section');
    cell.style.cssText = `grid-column: span ${widget.width}; grid-row: span ${widget.height}; border: 1px solid #e3e6ee; border-radius: 10px; padding: 16px; display: flex; flex-direction: column; min-height: 0`;
    const heading = document.createElement('h3');
    heading.style.cssText = 'margin: 0 0 8px; font-size: 14px';
    heading.textContent = widget.title;
    const box = document.createElement('div');
    box.style.cssText = 'flex: 1; min-height: 0; position: relative';
    cell.append(heading, box);
    grid.append(cell);
    if (!data) {
      box.textContent = widget.description;
      continue;
    }
    const columns = data.columns;
    const categories = data.rows.map((row) => row.dimension ?? '');
    const firstKey = columns[0]?.key;
    const base = { chart: { animation: false }, title: { text: undefined }, credits: { enabled: false }, plotOptions: { series: { animation: false } } };
    /** @type {Options | null} */
    let options = null;
    if (types[widget.format]) {
      options = {
        ...base,
        chart: { ...base.chart, type: types[widget.format] },
        xAxis: { categories },
        series: columns.map((column) => ({ name: column.label, data: data.rows.map((row) => row.values[column.key]) })),
      };
    } else if (widget.format === 'chart:pie') {
      options = {
        ...base,
        series: [
          {
            type: 'pie',
            innerSize: widget.formatOptions.doughnut ? '58%' : 0,
            data: data.rows.map((row) => ({ name: row.dimension ?? undefined, y: firstKey ? (row.values[firstKey] ?? null) : null })),
          },
        ],
      };
    } else if (widget.format === 'chart:radar') {
      options = {
        ...base,
        chart: { ...base.chart, polar: true },
        xAxis: { categories },
        series: columns.map((column) => ({ type: 'area', name: column.label, data: data.rows.map((row) => row.values[column.key]) })),
      };
    } else if (widget.format === 'chart:gauge') {
      const { minValue, maxValue } = widget.formatOptions;
      options = {
        ...base,
        chart: { ...base.chart, type: 'solidgauge' },
        pane: { startAngle: -90, endAngle: 90, background: [{ shape: 'arc', innerRadius: '62%', outerRadius: '100%' }] },
        yAxis: { min: minValue, max: maxValue },
        series: [{ type: 'solidgauge', data: [firstKey ? (data.totals[firstKey] ?? null) : null], innerRadius: '62%' }],
      };
    }
    if (options) {
      const canvas = document.createElement('div');
      canvas.style.cssText = 'position: absolute; inset: 0';
      box.append(canvas);
      window.Highcharts.chart(canvas, options);
    } else if (widget.format === 'summary') {
      box.innerHTML = columns.map((column) => `<p style="font-size: 32px; font-weight: 700; margin: 0">${data.totals[column.key]}</p>`).join('');
    } else {
      const head = `<tr><th>${data.dimension?.label ?? ''}</th>${columns.map((column) => `<th>${column.label}</th>`).join('')}</tr>`;
      const body = data.rows.map((row) => `<tr><td>${row.dimension ?? ''}</td>${columns.map((column) => `<td>${row.values[column.key]}</td>`).join('')}</tr>`).join('');
      box.innerHTML = `<table>${head}${body}</table>`;
    }
  }
  requestAnimationFrame(() => {
    window.__BASELINE_DONE__ = performance.now();
  });
}

/**
 * The page's HTML, with the widgets and their data written into it.
 * @param {Widget[]} widgets
 * @param {Array<WidgetData | null>} data the widgets' data, in the same order (null for a passive widget)
 */
export function baselineHtml(widgets, data) {
  const payload = JSON.stringify(widgets.map((widget, index) => ({ widget, data: data[index] }))).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Baseline</title>
${SCRIPTS.map((name) => `<script src="/__bench/${name}"></script>`).join('\n')}
<style>body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; } #grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); grid-auto-rows: 210px; gap: 16px; } table { font-size: 12px; }</style>
</head><body><div id="grid"></div><script>(${draw.toString()})(${payload});</script></body></html>`;
}
