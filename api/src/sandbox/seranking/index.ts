export { seRankingSandbox } from './routes.js';
export { SERANKING_SWITCHES, SeRankingSandboxState, type SeRankingSwitch } from './state.js';
