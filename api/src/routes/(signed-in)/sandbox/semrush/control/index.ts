import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { SEMRUSH_SWITCHES } from '../../../../../sandbox/semrush/index.js';

/** The Semrush fake's error switches (sandbox/control-routes), by domain, in sandbox mode only, beside the fake (routes/(public)/sandbox/semrush). */
export default switchControlRoutes('Semrush', SEMRUSH_SWITCHES, (app) => app.sandbox?.semrush);
