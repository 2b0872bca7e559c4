import type { SocialProvider } from '@pulseboard/shared/contracts';

/** Where the sign-in providers' fakes are mounted on the API server: /sandbox/social/{google,facebook,linkedin}/… on each provider's own paths. */
export const SANDBOX_SOCIAL_PREFIX = '/sandbox/social';

/** The OAuth clients the fakes know: the sandbox needs no app at any provider. */
export const SANDBOX_SOCIAL_CLIENTS: Record<SocialProvider, { id: string; secret: string }> = {
  google: { id: 'pulseboard-sandbox-sign-in.apps.googleusercontent.com', secret: 'GOCSPX-pulseboard-sandbox-sign-in' },
  facebook: { id: '100000000000001', secret: 'pulseboard-sandbox-facebook-app-secret' },
  linkedin: { id: '86pulseboardsandbox', secret: 'pulseboard-sandbox-linkedin-secret' },
};
