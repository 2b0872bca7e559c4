export { SANDBOX_SOCIAL_CLIENTS, SANDBOX_SOCIAL_PREFIX } from './paths.js';
export { socialSandbox, type SocialSandboxOptions } from './routes.js';
export { SOCIAL_SWITCHES, SocialSandboxState, type SocialSwitch } from './state.js';
