export { serpstatSandbox } from './routes.js';
export { SERPSTAT_SWITCHES, SerpstatSandboxState, type SerpstatSwitch } from './state.js';
