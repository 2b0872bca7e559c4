import type { SourceType, WidgetTemplate } from '@pulseboard/shared/contracts';

/** Widgets that need no source: text, images and a history of articles (spec §3, passive widgets). */
const PASSIVE_TEMPLATES: WidgetTemplate[] = [
  { id: 'passive.plain', title: 'Text', nature: 'passive', instanceType: null, format: 'textCard', config: { type: 'plain' } },
  { id: 'passive.upload', title: 'Image and text', nature: 'passive', instanceType: null, format: 'textCard', config: { type: 'upload' } },
  { id: 'passive.historic', title: 'Timeline of articles', nature: 'passive', instanceType: null, format: 'textCard', config: { type: 'historic' } },
];

/**
 * One ready-made interactive widget per connected source type and what it is
 * best at: a chart over time and a breakdown table.
 */
const INTERACTIVE_TEMPLATES: Partial<Record<SourceType, WidgetTemplate[]>> = {
  demo: [
    { id: 'demo.sessions', title: 'Sessions over time', nature: 'interactive', instanceType: 'demo', format: 'chart:line', config: { metrics: ['sessions'], dimension: 'date' } },
    { id: 'demo.channels', title: 'Traffic by channel', nature: 'interactive', instanceType: 'demo', format: 'table', config: { metrics: ['sessions', 'conversions'], dimension: 'channel' } },
  ],
  google_analytics: [
    { id: 'ga.sessions', title: 'Sessions over time', nature: 'interactive', instanceType: 'google_analytics', format: 'chart:line', config: { metrics: ['sessions'], dimension: 'date' } },
    { id: 'ga.users', title: 'Users', nature: 'interactive', instanceType: 'google_analytics', format: 'summary', config: { metrics: ['totalUsers'] } },
  ],
  google_webmasters: [
    { id: 'gsc.clicks', title: 'Search clicks over time', nature: 'interactive', instanceType: 'google_webmasters', format: 'chart:line', config: { metrics: ['clicks'], dimension: 'date' } },
    { id: 'gsc.queries', title: 'Top search queries', nature: 'interactive', instanceType: 'google_webmasters', format: 'table', config: { metrics: ['clicks', 'impressions'], dimension: 'query' } },
  ],
  google_ads: [
    { id: 'ads.spend', title: 'Ad spend and conversions', nature: 'interactive', instanceType: 'google_ads', format: 'chart:line', config: { metrics: ['cost', 'conversions'], dimension: 'date' } },
    {
      id: 'ads.campaigns',
      title: 'Campaign performance',
      nature: 'interactive',
      instanceType: 'google_ads',
      format: 'table',
      config: { metrics: ['impressions', 'clicks', 'ctr', 'cost', 'conversions', 'roas'], dimension: 'campaign' },
    },
  ],
  google_my_business: [
    { id: 'gbp.views', title: 'Profile views', nature: 'interactive', instanceType: 'google_my_business', format: 'chart:area', config: { metrics: ['profileViews'], dimension: 'date' } },
    {
      id: 'gbp.actions',
      title: 'Calls, directions and website clicks',
      nature: 'interactive',
      instanceType: 'google_my_business',
      format: 'summary',
      config: { metrics: ['callClicks', 'directionRequests', 'websiteClicks'] },
    },
  ],
  facebook: [
    { id: 'facebook.spend', title: 'Spend and purchases', nature: 'interactive', instanceType: 'facebook', format: 'chart:line', config: { metrics: ['spend', 'purchases'], dimension: 'date' } },
    {
      id: 'facebook.campaigns',
      title: 'Campaign performance',
      nature: 'interactive',
      instanceType: 'facebook',
      format: 'table',
      config: { metrics: ['spend', 'impressions', 'reach', 'ctr', 'cpc', 'purchases', 'roas'], dimension: 'campaign' },
    },
  ],
  facebook_social: [
    { id: 'page.views', title: 'Page views', nature: 'interactive', instanceType: 'facebook_social', format: 'chart:line', config: { metrics: ['views'], dimension: 'date' } },
    { id: 'page.followers', title: 'Followers and engagement', nature: 'interactive', instanceType: 'facebook_social', format: 'summary', config: { metrics: ['followers', 'engagements'] } },
  ],
  instagram: [
    { id: 'instagram.reach', title: 'Reach over time', nature: 'interactive', instanceType: 'instagram', format: 'chart:area', config: { metrics: ['reach'], dimension: 'date' } },
    { id: 'instagram.posts', title: 'Posts', nature: 'interactive', instanceType: 'instagram', format: 'table', config: { metrics: ['postLikes', 'postComments'], dimension: 'post' } },
  ],
  woocommerce: [
    { id: 'woocommerce.sales', title: 'Sales and orders', nature: 'interactive', instanceType: 'woocommerce', format: 'chart:line', config: { metrics: ['sales', 'orders'], dimension: 'date' } },
    {
      id: 'woocommerce.products',
      title: 'Top products',
      nature: 'interactive',
      instanceType: 'woocommerce',
      format: 'table',
      config: { metrics: ['netSales', 'itemsSold', 'orders'], dimension: 'product' },
    },
  ],
  linkedin: [
    { id: 'linkedin.spend', title: 'Spend and conversions', nature: 'interactive', instanceType: 'linkedin', format: 'chart:line', config: { metrics: ['cost', 'conversions'], dimension: 'date' } },
    {
      id: 'linkedin.campaigns',
      title: 'Campaign performance',
      nature: 'interactive',
      instanceType: 'linkedin',
      format: 'table',
      config: { metrics: ['cost', 'impressions', 'clicks', 'ctr', 'cpc', 'conversions', 'leads'], dimension: 'campaign' },
    },
  ],
  linkedin_social: [
    {
      id: 'linkedin_page.impressions',
      title: 'Post impressions',
      nature: 'interactive',
      instanceType: 'linkedin_social',
      format: 'chart:line',
      config: { metrics: ['impressions'], dimension: 'date' },
    },
    {
      id: 'linkedin_page.followers',
      title: 'Followers and engagement',
      nature: 'interactive',
      instanceType: 'linkedin_social',
      format: 'summary',
      config: { metrics: ['followers', 'engagementRate'] },
    },
  ],
  google_sheets: [{ id: 'sheets.daily', title: 'Sheet figures over time', nature: 'interactive', instanceType: 'google_sheets', format: 'chart:line', config: { dimension: 'date' } }],
};

/** The templates usable now: passive ones and those of source types that have a connector. */
export function widgetTemplates(available: (type: SourceType) => boolean): WidgetTemplate[] {
  const interactive = Object.entries(INTERACTIVE_TEMPLATES).flatMap(([type, templates]) => (available(type as SourceType) ? templates : []));
  return [...interactive, ...PASSIVE_TEMPLATES];
}
