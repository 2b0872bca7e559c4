import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { SWITCHES } from '../../../../../sandbox/google/state.js';

/** The Google fakes' error switches (sandbox/control-routes), in sandbox mode only, beside the fakes (routes/(public)/sandbox/google). */
export default switchControlRoutes('Google', SWITCHES, (app) => app.sandbox?.google);
