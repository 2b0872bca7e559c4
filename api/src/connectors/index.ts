import type { AppConfig } from '../config.js';
import { accuRankerConnectors } from './accuranker/index.js';
import { ahrefsConnectors } from './ahrefs_v3/index.js';
import { zendeskSellConnectors } from './base_me/index.js';
import { createDemoConnector } from './demo/connector.js';
import { googleConnectors } from './google/index.js';
import { linkedInConnectors } from './linkedin_api/index.js';
import { mailchimpConnectors } from './mailchimp/index.js';
import { metaConnectors } from './meta/index.js';
import { rankRangerConnectors } from './rankranger/index.js';
import { salesflareConnectors } from './salesflare/index.js';
import { semrushConnectors } from './semrush/index.js';
import { seRankingConnectors } from './seranking/index.js';
import { serpstatConnectors } from './serpstat/index.js';
import { tikTokConnectors } from './tiktok/index.js';
import type { Connector } from './types.js';
import { wooCommerceConnectors } from './woocommerce/index.js';

/** Every connector of the product, configured from the environment (provider endpoints are injectable). */
export function createConnectors(config: AppConfig): Connector[] {
  return [
    createDemoConnector(),
    ...googleConnectors(config),
    ...metaConnectors(config),
    ...linkedInConnectors(config),
    ...tikTokConnectors(config),
    ...mailchimpConnectors(config),
    ...wooCommerceConnectors(config),
    ...zendeskSellConnectors(config),
    ...salesflareConnectors(config),
    ...semrushConnectors(config),
    ...ahrefsConnectors(config),
    ...serpstatConnectors(config),
    ...rankRangerConnectors(config),
    ...seRankingConnectors(config),
    ...accuRankerConnectors(config),
  ];
}
