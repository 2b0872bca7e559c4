import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { LINKEDIN_SWITCHES } from '../../../../../sandbox/linkedin/index.js';

/** The LinkedIn fakes' error switches (sandbox/control-routes), in sandbox mode only, beside the fakes (routes/(public)/sandbox/linkedin). */
export default switchControlRoutes('LinkedIn', LINKEDIN_SWITCHES, (app) => app.sandbox?.linkedin);
