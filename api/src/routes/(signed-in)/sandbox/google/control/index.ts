import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { SWITCHES } from '../../../../../sandbox/google/state.js';

/** The Google fakes' error switches (sandbox/control-routes), in sandbox mode only, beside the fakes (routes/(public)/sandbox/google). */
export default switchControlRoutes((app) => {
  const state = app.sandbox?.google;
  return (
    state && {
      provider: 'Google',
      switches: SWITCHES,
      accounts: () => state.users.map((user) => user.email),
      describe: (companyId) => state.describeSwitches(companyId),
      set: (name, on, scope) => state.setSwitch(name, on, scope),
      reset: (companyId) => state.reset(companyId),
    }
  );
});
