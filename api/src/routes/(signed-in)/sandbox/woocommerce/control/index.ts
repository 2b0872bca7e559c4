import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { WOOCOMMERCE_SWITCHES } from '../../../../../sandbox/woocommerce/index.js';

/** The fake stores' error switches (sandbox/control-routes), by store slug, in sandbox mode only, beside the stores (routes/(public)/sandbox/woocommerce). */
export default switchControlRoutes('WooCommerce', WOOCOMMERCE_SWITCHES, (app) => app.sandbox?.woocommerce);
