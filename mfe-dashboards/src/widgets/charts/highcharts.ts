import Highcharts from 'highcharts';
// Screen-reader descriptions and keyboard navigation of every chart.
import 'highcharts/modules/accessibility';

/**
 * The Highcharts singleton shared with the other areas, with the modules
 * every chart of a dashboard needs. Nothing is set globally (setOptions)
 * here: the other areas' charts must not change because dashboards loaded.
 */
export default Highcharts;
