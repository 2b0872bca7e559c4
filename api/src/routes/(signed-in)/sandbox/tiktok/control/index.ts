import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { TIKTOK_SWITCHES } from '../../../../../sandbox/tiktok/index.js';

/** The TikTok fakes' error switches (sandbox/control-routes), in sandbox mode only, beside the fakes (routes/(public)/sandbox/tiktok). */
export default switchControlRoutes('TikTok', TIKTOK_SWITCHES, (app) => app.sandbox?.tiktok);
