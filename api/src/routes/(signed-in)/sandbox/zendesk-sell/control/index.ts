import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { ZENDESK_SELL_SWITCHES } from '../../../../../sandbox/zendesk-sell/index.js';

/** The Zendesk Sell fake's error switches (sandbox/control-routes), by user e-mail, in sandbox mode only, beside the fake (routes/(public)/sandbox/zendesk-sell). */
export default switchControlRoutes('Zendesk Sell', ZENDESK_SELL_SWITCHES, (app) => app.sandbox?.zendeskSell);
