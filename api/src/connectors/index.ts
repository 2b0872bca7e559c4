import type { AppConfig } from '../config.js';
import { createDemoConnector } from './demo/connector.js';
import { googleConnectors } from './google/index.js';
import { linkedInConnectors } from './linkedin_api/index.js';
import { metaConnectors } from './meta/index.js';
import type { Connector } from './types.js';
import { wooCommerceConnectors } from './woocommerce/index.js';

/** Every connector of the product, configured from the environment (provider endpoints are injectable). */
export function createConnectors(config: AppConfig): Connector[] {
  return [createDemoConnector(), ...googleConnectors(config), ...metaConnectors(config), ...linkedInConnectors(config), ...wooCommerceConnectors(config)];
}
