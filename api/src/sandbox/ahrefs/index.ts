export { ahrefsSandbox } from './routes.js';
export { AHREFS_SWITCHES, AhrefsSandboxState, type AhrefsSwitch } from './state.js';
