import { definePlugin, preloadable } from '@pulseboard/shared';

// Each screen's code loads when it is first opened (the host preloads it before showing it).
const LoginScreen = preloadable(async () => ({ default: (await import('./screens/LoginScreen.js')).LoginScreen }));
const RegisterScreen = preloadable(async () => ({ default: (await import('./screens/RegisterScreen.js')).RegisterScreen }));
const ForgotPasswordScreen = preloadable(async () => ({ default: (await import('./screens/ForgotPasswordScreen.js')).ForgotPasswordScreen }));
const ResetPasswordScreen = preloadable(async () => ({ default: (await import('./screens/ResetPasswordScreen.js')).ResetPasswordScreen }));
const UserPage = preloadable(async () => ({ default: (await import('./screens/UserPage.js')).UserPage }));
const IntroScreen = preloadable(async () => ({ default: (await import('./screens/IntroScreen.js')).IntroScreen }));

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
});
