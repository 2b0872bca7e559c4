import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { SERPSTAT_SWITCHES } from '../../../../../sandbox/serpstat/index.js';

/** The Serpstat fake's error switches (sandbox/control-routes), in sandbox mode only, beside the fake (routes/(public)/sandbox/serpstat). */
export default switchControlRoutes('Serpstat', SERPSTAT_SWITCHES, (app) => app.sandbox?.serpstat);
