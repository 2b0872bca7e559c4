import type { SourceType } from '@pulseboard/shared/contracts';
import { SEO_TEMPLATES } from './seo-templates.js';
import { SHEET_TEMPLATE } from './sheet-template.js';
import { byDesc, summary, templateWidget, type TemplateTarget, type TemplateWidgetSpec } from './template-widgets.js';
import type { DashboardTemplate } from './templates.js';

/** A ready dashboard on one connected source's account (a template of `DASHBOARD_TEMPLATES`). */
export interface SourceTemplate {
  id: string;
  name: string;
  description: string;
  sourceType: SourceType;
  rangeType: 'last_month' | 'last_30_days';
  specs: TemplateWidgetSpec[];
}

/** A CRM's pipeline report (connectors/crm): what came in, what was won and lost, who won it, and which stages the new deals' value sits in now. */
function crmPipeline(template: { id: string; name: string; sourceType: SourceType; crm: string; deals: string }): SourceTemplate {
  const { deals, crm, ...rest } = template;
  return {
    ...rest,
    description: `${deals} created, won and lost in a ${crm} account, with their value and the win rate, by day, owner and stage.`,
    rangeType: 'last_month',
    specs: [
      summary(`${deals} created`, 'deals'),
      summary('Won value', 'wonValue'),
      summary('Win rate', 'winRate'),
      summary('Average deal value', 'averageDealValue'),
      { title: `${deals} created, won and lost`, format: 'chart:bar', width: 4, height: 2, metrics: ['deals', 'wonDeals', 'lostDeals'], dimension: 'date' },
      { title: 'Owners', format: 'table', width: 3, height: 2, metrics: ['deals', 'pipelineValue', 'wonDeals', 'wonValue', 'winRate'], dimension: 'owner', orderBy: byDesc('Owners:wonValue') },
      { title: 'Pipeline value by stage', format: 'chart:pie', width: 1, height: 2, metrics: ['pipelineValue'], dimension: 'stage', options: { doughnut: true } },
    ],
  };
}

/** What agencies put first on a report of each source: the headline figures, their trend, and the breakdown that explains them. */
const TEMPLATES: SourceTemplate[] = [
  {
    id: 'google-ads-overview',
    name: 'Google Ads overview',
    description: 'Cost, conversions and return of a Google Ads account, by day, campaign and device.',
    sourceType: 'google_ads',
    rangeType: 'last_month',
    specs: [
      summary('Cost', 'cost'),
      summary('Conversions', 'conversions'),
      summary('ROAS', 'roas'),
      summary('CTR', 'ctr'),
      { title: 'Cost and conversions', format: 'chart:line', width: 4, height: 2, metrics: ['cost', 'conversions'], dimension: 'date' },
      { title: 'Campaigns', format: 'table', width: 3, height: 2, metrics: ['impressions', 'clicks', 'ctr', 'cost', 'conversions', 'roas'], dimension: 'campaign', orderBy: byDesc('Campaigns:cost') },
      { title: 'Cost by device', format: 'chart:pie', width: 1, height: 2, metrics: ['cost'], dimension: 'device', options: { doughnut: true } },
    ],
  },
  {
    id: 'facebook-ads-performance',
    name: 'Facebook Ads performance',
    description: 'Spend, reach, purchases and return of a Meta ad account, by day, campaign and platform.',
    sourceType: 'facebook',
    rangeType: 'last_month',
    specs: [
      summary('Amount spent', 'spend'),
      summary('Reach', 'reach'),
      summary('Purchases', 'purchases'),
      summary('Purchase ROAS', 'roas'),
      { title: 'Spend and link clicks', format: 'chart:line', width: 4, height: 2, metrics: ['spend', 'linkClicks'], dimension: 'date' },
      {
        title: 'Campaigns',
        format: 'table',
        width: 3,
        height: 2,
        metrics: ['spend', 'impressions', 'reach', 'ctr', 'cpc', 'purchases', 'roas'],
        dimension: 'campaign',
        orderBy: byDesc('Campaigns:spend'),
      },
      { title: 'Impressions by platform', format: 'chart:pie', width: 1, height: 2, metrics: ['impressions'], dimension: 'platform', options: { doughnut: true } },
    ],
  },
  {
    id: 'instagram-growth',
    name: 'Instagram growth',
    description: 'Followers, reach and engagement of an Instagram business account, and how its posts did.',
    sourceType: 'instagram',
    rangeType: 'last_30_days',
    specs: [
      summary('Followers', 'followers'),
      summary('New followers', 'newFollowers'),
      summary('Accounts reached', 'reach'),
      summary('Engagement rate', 'engagementRate'),
      { title: 'Reach', format: 'chart:area', width: 2, height: 2, metrics: ['reach'], dimension: 'date' },
      { title: 'New followers per day', format: 'chart:bar', width: 2, height: 2, metrics: ['newFollowers'], dimension: 'date' },
      { title: 'Posts', format: 'table', width: 4, height: 2, metrics: ['postLikes', 'postComments'], dimension: 'post', orderBy: byDesc('Posts:postLikes') },
    ],
  },
  {
    id: 'facebook-page-overview',
    name: 'Facebook Page overview',
    description: 'Followers, views and engagement of a Facebook Page, day by day.',
    sourceType: 'facebook_social',
    rangeType: 'last_30_days',
    specs: [
      summary('Followers', 'followers'),
      summary('Views', 'views'),
      summary('Post engagements', 'engagements'),
      summary('Engagement rate', 'engagementRate'),
      { title: 'Views', format: 'chart:line', width: 2, height: 2, metrics: ['views'], dimension: 'date' },
      { title: 'Follows and unfollows', format: 'chart:bar', width: 2, height: 2, metrics: ['newFollows', 'unfollows'], dimension: 'date' },
    ],
  },
  {
    id: 'linkedin-ads-performance',
    name: 'LinkedIn Ads performance',
    description: 'Spend, clicks, conversions and leads of a LinkedIn ad account, by day, campaign and campaign group.',
    sourceType: 'linkedin',
    rangeType: 'last_month',
    specs: [
      summary('Amount spent', 'cost'),
      summary('Conversions', 'conversions'),
      summary('Leads', 'leads'),
      summary('CTR', 'ctr'),
      { title: 'Spend and clicks', format: 'chart:line', width: 4, height: 2, metrics: ['cost', 'clicks'], dimension: 'date' },
      {
        title: 'Campaigns',
        format: 'table',
        width: 3,
        height: 2,
        metrics: ['cost', 'impressions', 'clicks', 'ctr', 'cpc', 'conversions', 'costPerConversion', 'leads'],
        dimension: 'campaign',
        orderBy: byDesc('Campaigns:cost'),
      },
      { title: 'Spend by campaign group', format: 'chart:pie', width: 1, height: 2, metrics: ['cost'], dimension: 'campaignGroup', options: { doughnut: true } },
    ],
  },
  {
    id: 'linkedin-page-overview',
    name: 'LinkedIn Page overview',
    description: 'Followers, post impressions and engagement of a LinkedIn Page, day by day.',
    sourceType: 'linkedin_social',
    rangeType: 'last_30_days',
    specs: [
      summary('Followers', 'followers'),
      summary('New followers', 'newFollowers'),
      summary('Impressions', 'impressions'),
      summary('Engagement rate', 'engagementRate'),
      { title: 'Impressions and clicks', format: 'chart:line', width: 2, height: 2, metrics: ['impressions', 'clicks'], dimension: 'date' },
      { title: 'New followers per day', format: 'chart:bar', width: 2, height: 2, metrics: ['organicFollowers', 'paidFollowers'], dimension: 'date' },
    ],
  },
  {
    id: 'business-profile-overview',
    name: 'Google Business Profile overview',
    description: 'Views of a location on Search and Maps, and the calls, directions and website visits they brought.',
    sourceType: 'google_my_business',
    rangeType: 'last_month',
    specs: [
      summary('Profile views', 'profileViews'),
      summary('Calls', 'callClicks'),
      summary('Direction requests', 'directionRequests'),
      summary('Website clicks', 'websiteClicks'),
      { title: 'Profile views', format: 'chart:area', width: 3, height: 2, metrics: ['searchViews', 'mapsViews'], dimension: 'date' },
      { title: 'Where the profile was seen', format: 'chart:pie', width: 1, height: 2, metrics: ['profileViews'], dimension: 'surface', options: { doughnut: true } },
    ],
  },
  {
    id: 'tiktok-ads-performance',
    name: 'TikTok Ads performance',
    description: 'Cost, reach, clicks, conversions and video views of a TikTok advertiser account, by day, campaign and ad group.',
    sourceType: 'tiktok',
    rangeType: 'last_month',
    specs: [
      summary('Cost', 'spend'),
      summary('Reach', 'reach'),
      summary('Conversions', 'conversions'),
      summary('CTR', 'ctr'),
      { title: 'Cost and clicks', format: 'chart:line', width: 4, height: 2, metrics: ['spend', 'clicks'], dimension: 'date' },
      {
        title: 'Campaigns',
        format: 'table',
        width: 3,
        height: 2,
        metrics: ['spend', 'impressions', 'clicks', 'ctr', 'cpc', 'conversions', 'costPerConversion', 'videoViews'],
        dimension: 'campaign',
        orderBy: byDesc('Campaigns:spend'),
      },
      { title: 'Cost by ad group', format: 'chart:pie', width: 1, height: 2, metrics: ['spend'], dimension: 'adgroup', options: { doughnut: true } },
    ],
  },
  {
    id: 'mailchimp-campaigns',
    name: 'Mailchimp campaigns',
    description: 'Emails sent, open and click rates of the campaigns sent to a Mailchimp audience, and how the audience grows.',
    sourceType: 'mailchimp',
    rangeType: 'last_month',
    specs: [
      summary('Emails sent', 'emailsSent'),
      summary('Open rate', 'openRate'),
      summary('Click rate', 'clickRate'),
      summary('New audience members', 'newMembers'),
      { title: 'Opens and clicks by send date', format: 'chart:bar', width: 4, height: 2, metrics: ['uniqueOpens', 'uniqueClicks'], dimension: 'date' },
      {
        title: 'Campaigns',
        format: 'table',
        width: 4,
        height: 2,
        metrics: ['emailsSent', 'openRate', 'clickRate', 'bounces', 'unsubscribes'],
        dimension: 'campaign',
        orderBy: byDesc('Campaigns:emailsSent'),
      },
    ],
  },
  {
    id: 'woocommerce-sales',
    name: 'WooCommerce sales',
    description: "A store's sales, orders and average order, day by day, with its best products and where its customers are.",
    sourceType: 'woocommerce',
    rangeType: 'last_month',
    specs: [
      summary('Gross sales', 'sales'),
      summary('Orders', 'orders'),
      summary('Average order value', 'averageOrderValue'),
      summary('Items sold', 'itemsSold'),
      { title: 'Sales and orders', format: 'chart:line', width: 4, height: 2, metrics: ['sales', 'orders'], dimension: 'date' },
      { title: 'Top products', format: 'table', width: 3, height: 2, metrics: ['netSales', 'itemsSold', 'orders'], dimension: 'product', orderBy: byDesc('Top products:netSales') },
      { title: 'Sales by country', format: 'chart:pie', width: 1, height: 2, metrics: ['sales'], dimension: 'country', options: { doughnut: true } },
    ],
  },
  crmPipeline({ id: 'zendesk-sell-pipeline', name: 'Zendesk Sell pipeline', sourceType: 'base_me', crm: 'Zendesk Sell', deals: 'Deals' }),
  crmPipeline({ id: 'salesflare-pipeline', name: 'Salesflare pipeline', sourceType: 'salesflare', crm: 'Salesflare', deals: 'Opportunities' }),
];

/** The per-source templates, each building its widgets on the chosen source and account. */
export const SOURCE_TEMPLATES: DashboardTemplate[] = [
  ...[...TEMPLATES, ...SEO_TEMPLATES].map(({ specs, ...template }) => ({
    ...template,
    widgets: (target: TemplateTarget) => specs.map((spec, order) => templateWidget({ type: template.sourceType, id: target.id, config: { property: target.property } }, order, spec)),
  })),
  SHEET_TEMPLATE,
];
