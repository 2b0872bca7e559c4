// Polar charts and gauges live in highcharts-more, solid gauges in their own module. They attach to
// the Highcharts the page already has, so that one is imported first; only the radar and gauge
// renderers import this file, so other dashboards never download them.
import './highcharts.js';
import 'highcharts/highcharts-more';
import 'highcharts/modules/solid-gauge';
