export { salesflareSandbox } from './routes.js';
export { SALESFLARE_SWITCHES, SalesflareSandboxState } from './state.js';
