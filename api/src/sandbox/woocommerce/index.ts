export { wooCommerceSandbox } from './routes.js';
export { WOOCOMMERCE_SWITCHES, WooCommerceSandboxState, type WooCommerceSwitch } from './state.js';
