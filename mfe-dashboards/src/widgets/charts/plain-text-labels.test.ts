import Highcharts from 'highcharts';
import { withPlainTextShortcut, type ParseMarkup } from './plain-text-labels';

// The module under test only; './highcharts' (which installs the shortcut) is not imported here, so this is Highcharts' own parser.
const prototype = Highcharts.AST.prototype as unknown as { parseMarkup: ParseMarkup };
const highchartsParse = prototype.parseMarkup;
const shortcut = withPlainTextShortcut(highchartsParse);
const ast = new Highcharts.AST([]);

afterEach(() => jest.restoreAllMocks());

it.each(['Nov 1', 'Sessions', '3,000', '  Bounce rate  ', '', '   ', '€1.2k', 'a\u00a0b', 'Première page', 'x > y', 'tab\there', 'line\nbreak', 'quote " and \' apostrophe'])(
  'reads the plain label %j as Highcharts does, without a document',
  (label) => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const nodes = shortcut.call(ast, label);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(nodes).toEqual(highchartsParse.call(ast, label));
  },
);

it.each(['<b>Sessions</b>', 'Fish &amp; chips', 'a &lt; b', 'text style="color:red"', 'one\r\ntwo', 'nul\0byte'])('leaves %j, which the HTML parser reads otherwise, to Highcharts', (label) => {
  const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
  const nodes = shortcut.call(ast, label);
  expect(parse).toHaveBeenCalledTimes(1);
  parse.mockRestore();
  expect(nodes).toEqual(highchartsParse.call(ast, label));
});

it("is what the dashboards' Highcharts parses labels with", async () => {
  const { default: dashboardsHighcharts } = await import('./highcharts');
  const nodesOf = (markup: string) => (new dashboardsHighcharts.AST(markup) as unknown as { nodes: unknown[] }).nodes;
  const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
  expect(nodesOf('Nov 1')).toEqual([{ tagName: '#text', textContent: 'Nov 1' }]);
  expect(nodesOf('<b>Nov</b> 1')).toEqual([
    { tagName: 'b', attributes: {}, children: [{ tagName: '#text', textContent: 'Nov' }] },
    { tagName: '#text', textContent: ' 1' },
  ]);
  expect(parse).toHaveBeenCalledTimes(1);
});
