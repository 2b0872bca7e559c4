import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { META_SWITCHES } from '../../../../../sandbox/meta/index.js';

/** The Meta fakes' error switches (sandbox/control-routes), in sandbox mode only, beside the fakes (routes/(public)/sandbox/meta). */
export default switchControlRoutes('Meta', META_SWITCHES, (app) => app.sandbox?.meta);
