export { SANDBOX_SOCIAL_PREFIX } from './paths.js';
export { socialSandbox } from './routes.js';
export { SOCIAL_SWITCHES, SocialSandboxState } from './state.js';
