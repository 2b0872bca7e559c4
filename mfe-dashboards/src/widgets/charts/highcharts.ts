import Highcharts from 'highcharts';
// Screen-reader descriptions and keyboard navigation of every chart.
import 'highcharts/modules/accessibility';
// Polar charts and gauges (highcharts-more) and solid gauges. They are attached before any chart
// exists, not when the first radar or gauge is drawn: highcharts-more wraps every axis' tick
// placement, and an axis made before it was attached has no pane, so a line chart drawn earlier
// failed on its next redraw once a gauge had loaded the module.
import 'highcharts/highcharts-more';
import 'highcharts/modules/solid-gauge';
import { withPlainTextShortcut, type ParseMarkup } from './plain-text-labels.js';

// Plain labels skip the HTML document Highcharts makes to parse each label (plain-text-labels.ts).
const astPrototype = Highcharts.AST.prototype as unknown as { parseMarkup: ParseMarkup };
astPrototype.parseMarkup = withPlainTextShortcut(astPrototype.parseMarkup);

/**
 * The Highcharts singleton shared with the other areas, with the modules
 * every chart of a dashboard needs. Nothing is set globally (setOptions)
 * here: the other areas' charts must not change because dashboards loaded.
 * The label parsing's shortcut gives the nodes Highcharts' own parser gives.
 */
export default Highcharts;
