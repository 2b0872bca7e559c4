import { definePlugin } from '@pulseboard/shared';
import { LoginScreen } from './screens/LoginScreen.js';
import { RegisterScreen } from './screens/RegisterScreen.js';
import { ForgotPasswordScreen } from './screens/ForgotPasswordScreen.js';
import { ResetPasswordScreen } from './screens/ResetPasswordScreen.js';
import { UserPage } from './screens/UserPage.js';
import { IntroScreen } from './screens/IntroScreen.js';

export default definePlugin({
  contract: __PULSEBOARD_CONTRACT__,
  id: 'auth',
  routes: [
    { name: 'login', Component: LoginScreen },
    { name: 'register', Component: RegisterScreen },
    { name: 'password.request', Component: ForgotPasswordScreen },
    { name: 'password.reset', Component: ResetPasswordScreen },
    { name: 'user', Component: UserPage },
    { name: 'intro', Component: IntroScreen },
  ],
  navItems: [],
});
