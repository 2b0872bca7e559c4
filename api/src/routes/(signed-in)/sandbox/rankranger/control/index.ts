import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { RANKRANGER_SWITCHES } from '../../../../../sandbox/rankranger/index.js';

/** The Rank Ranger fake's error switches (sandbox/control-routes), in sandbox mode only, beside the fake (routes/(public)/sandbox/rankranger). */
export default switchControlRoutes('Rank Ranger', RANKRANGER_SWITCHES, (app) => app.sandbox?.rankranger);
