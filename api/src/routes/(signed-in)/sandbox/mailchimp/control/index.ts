import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { MAILCHIMP_SWITCHES } from '../../../../../sandbox/mailchimp/index.js';

/** The Mailchimp fakes' error switches (sandbox/control-routes), in sandbox mode only, beside the fakes (routes/(public)/sandbox/mailchimp). */
export default switchControlRoutes('Mailchimp', MAILCHIMP_SWITCHES, (app) => app.sandbox?.mailchimp);
