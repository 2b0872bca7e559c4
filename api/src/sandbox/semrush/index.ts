export { semrushSandbox } from './routes.js';
export { SEMRUSH_SWITCHES, SemrushSandboxState, type SemrushSwitch } from './state.js';
