import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { SERANKING_SWITCHES } from '../../../../../sandbox/seranking/index.js';

/** The SE Ranking fake's error switches (sandbox/control-routes), in sandbox mode only, beside the fake (routes/(public)/sandbox/seranking). */
export default switchControlRoutes('SE Ranking', SERANKING_SWITCHES, (app) => app.sandbox?.seranking);
