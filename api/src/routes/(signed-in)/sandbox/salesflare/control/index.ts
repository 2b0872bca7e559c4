import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { SALESFLARE_SWITCHES } from '../../../../../sandbox/salesflare/index.js';

/** The Salesflare fake's error switches (sandbox/control-routes), by key owner's e-mail, in sandbox mode only, beside the fake (routes/(public)/sandbox/salesflare/api). */
export default switchControlRoutes('Salesflare', SALESFLARE_SWITCHES, (app) => app.sandbox?.salesflare);
