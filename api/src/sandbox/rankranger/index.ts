export { rankRangerSandbox } from './routes.js';
export { RANKRANGER_SWITCHES, RankRangerSandboxState, type RankRangerSwitch } from './state.js';
