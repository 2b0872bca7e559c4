import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { ACCURANKER_SWITCHES } from '../../../../../sandbox/accuranker/index.js';

/** The AccuRanker fake's error switches (sandbox/control-routes), in sandbox mode only, beside the fake (routes/(public)/sandbox/accuranker). */
export default switchControlRoutes('AccuRanker', ACCURANKER_SWITCHES, (app) => app.sandbox?.accuranker);
