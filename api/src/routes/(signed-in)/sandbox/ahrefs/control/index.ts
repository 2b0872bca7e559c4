import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { AHREFS_SWITCHES } from '../../../../../sandbox/ahrefs/index.js';

/** The Ahrefs fake's error switches (sandbox/control-routes), by domain, in sandbox mode only, beside the fake (routes/(public)/sandbox/ahrefs/api/v3). */
export default switchControlRoutes('Ahrefs', AHREFS_SWITCHES, (app) => app.sandbox?.ahrefs);
