import { switchControlRoutes } from '../../../../../sandbox/control-routes.js';
import { META_SWITCHES } from '../../../../../sandbox/meta/index.js';

/** The Meta fakes' error switches (sandbox/control-routes), in sandbox mode only, beside the fakes (routes/(public)/sandbox/meta). */
export default switchControlRoutes((app) => {
  const state = app.sandbox?.meta;
  return (
    state && {
      provider: 'Meta',
      switches: META_SWITCHES,
      accounts: () => state.users.map((user) => user.email),
      describe: (companyId) => state.describeSwitches(companyId),
      set: (name, on, scope) => state.setSwitch(name, on, scope),
      reset: (companyId) => state.reset(companyId),
    }
  );
});
