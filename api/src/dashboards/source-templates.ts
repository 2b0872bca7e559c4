import type { SourceType } from '@pulseboard/shared/contracts';
import { SHEET_TEMPLATE } from './sheet-template.js';
import { byDesc, templateWidget, type TemplateTarget, type TemplateWidgetSpec } from './template-widgets.js';
import type { DashboardTemplate } from './templates.js';

/** A ready dashboard on one connected source's account (a template of `DASHBOARD_TEMPLATES`). */
interface SourceTemplate {
  id: string;
  name: string;
  description: string;
  sourceType: SourceType;
  rangeType: 'last_month' | 'last_30_days';
  specs: TemplateWidgetSpec[];
}

const summary = (title: string, metric: string): TemplateWidgetSpec => ({ title, format: 'summary', width: 1, height: 1, metrics: [metric] });

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
];

/** The per-source templates, each building its widgets on the chosen source and account. */
export const SOURCE_TEMPLATES: DashboardTemplate[] = [
  ...TEMPLATES.map(({ specs, ...template }) => ({
    ...template,
    widgets: (target: TemplateTarget) => specs.map((spec, order) => templateWidget({ type: template.sourceType, id: target.id, config: { property: target.property } }, order, spec)),
  })),
  SHEET_TEMPLATE,
];
