import type { AppConfig } from '../config.js';
import { createDemoConnector } from './demo/connector.js';
import type { Connector } from './types.js';

/** Every connector of the product, configured from the environment (provider endpoints are injectable). */
export function createConnectors(_config: AppConfig): Connector[] {
  return [createDemoConnector()];
}
