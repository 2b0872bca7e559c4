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
  tiktok: [
    { id: 'tiktok.spend', title: 'Cost and conversions', nature: 'interactive', instanceType: 'tiktok', format: 'chart:line', config: { metrics: ['spend', 'conversions'], dimension: 'date' } },
    {
      id: 'tiktok.campaigns',
      title: 'Campaign performance',
      nature: 'interactive',
      instanceType: 'tiktok',
      format: 'table',
      config: { metrics: ['spend', 'impressions', 'reach', 'clicks', 'ctr', 'cpc', 'conversions', 'videoViews'], dimension: 'campaign' },
    },
  ],
  mailchimp: [
    { id: 'mailchimp.rates', title: 'Open and click rates', nature: 'interactive', instanceType: 'mailchimp', format: 'summary', config: { metrics: ['openRate', 'clickRate'] } },
    {
      id: 'mailchimp.campaigns',
      title: 'Campaign results',
      nature: 'interactive',
      instanceType: 'mailchimp',
      format: 'table',
      config: { metrics: ['emailsSent', 'uniqueOpens', 'openRate', 'uniqueClicks', 'clickRate', 'unsubscribes'], dimension: 'campaign' },
    },
  ],
  base_me: [
    { id: 'zendesk_sell.deals', title: 'Deals won and lost', nature: 'interactive', instanceType: 'base_me', format: 'chart:bar', config: { metrics: ['wonDeals', 'lostDeals'], dimension: 'date' } },
    {
      id: 'zendesk_sell.owners',
      title: 'Pipeline by owner',
      nature: 'interactive',
      instanceType: 'base_me',
      format: 'table',
      config: { metrics: ['deals', 'pipelineValue', 'wonValue', 'winRate', 'averageDealValue'], dimension: 'owner' },
    },
  ],
  salesflare: [
    { id: 'salesflare.won', title: 'Won value and win rate', nature: 'interactive', instanceType: 'salesflare', format: 'summary', config: { metrics: ['wonValue', 'winRate'] } },
    {
      id: 'salesflare.stages',
      title: 'Opportunities by stage',
      nature: 'interactive',
      instanceType: 'salesflare',
      format: 'table',
      config: { metrics: ['deals', 'pipelineValue', 'weightedValue'], dimension: 'stage' },
    },
  ],
  semrush: [
    { id: 'semrush.traffic', title: 'Organic traffic over time', nature: 'interactive', instanceType: 'semrush', format: 'chart:line', config: { metrics: ['organicTraffic'], dimension: 'date' } },
    {
      id: 'semrush.keywords',
      title: 'Keyword rankings',
      nature: 'interactive',
      instanceType: 'semrush',
      format: 'table',
      config: { metrics: ['position', 'positionChange', 'searchVolume', 'trafficShare'], dimension: 'keyword' },
    },
  ],
  ahrefs_v3: [
    { id: 'ahrefs.rating', title: 'Domain Rating over time', nature: 'interactive', instanceType: 'ahrefs_v3', format: 'chart:line', config: { metrics: ['domainRating'], dimension: 'date' } },
    {
      id: 'ahrefs.keywords',
      title: 'Keyword rankings',
      nature: 'interactive',
      instanceType: 'ahrefs_v3',
      format: 'table',
      config: { metrics: ['position', 'positionChange', 'searchVolume', 'keywordTraffic'], dimension: 'keyword' },
    },
  ],
  serpstat: [
    { id: 'serpstat.visibility', title: 'Visibility over time', nature: 'interactive', instanceType: 'serpstat', format: 'chart:line', config: { metrics: ['visibility'], dimension: 'date' } },
    {
      id: 'serpstat.keywords',
      title: 'Keyword rankings',
      nature: 'interactive',
      instanceType: 'serpstat',
      format: 'table',
      config: { metrics: ['position', 'positionChange', 'searchVolume', 'organicTraffic'], dimension: 'keyword' },
    },
  ],
  rankranger: [
    {
      id: 'rankranger.position',
      title: 'Average position over time',
      nature: 'interactive',
      instanceType: 'rankranger',
      format: 'chart:line',
      config: { metrics: ['averagePosition'], dimension: 'date' },
    },
    {
      id: 'rankranger.keywords',
      title: 'Keyword rankings',
      nature: 'interactive',
      instanceType: 'rankranger',
      format: 'table',
      config: { metrics: ['position', 'positionChange', 'averagePosition'], dimension: 'keyword' },
    },
  ],
  seranking: [
    {
      id: 'seranking.position',
      title: 'Average position over time',
      nature: 'interactive',
      instanceType: 'seranking',
      format: 'chart:line',
      config: { metrics: ['averagePosition'], dimension: 'date' },
    },
    {
      id: 'seranking.keywords',
      title: 'Keyword rankings',
      nature: 'interactive',
      instanceType: 'seranking',
      format: 'table',
      config: { metrics: ['position', 'positionChange', 'averagePosition'], dimension: 'keyword' },
    },
  ],
  accuranker: [
    {
      id: 'accuranker.position',
      title: 'Average position over time',
      nature: 'interactive',
      instanceType: 'accuranker',
      format: 'chart:line',
      config: { metrics: ['averagePosition'], dimension: 'date' },
    },
    {
      id: 'accuranker.keywords',
      title: 'Keyword rankings',
      nature: 'interactive',
      instanceType: 'accuranker',
      format: 'table',
      config: { metrics: ['position', 'positionChange', 'averagePosition'], dimension: 'keyword' },
    },
  ],
  google_sheets: [{ id: 'sheets.daily', title: 'Sheet figures over time', nature: 'interactive', instanceType: 'google_sheets', format: 'chart:line', config: { dimension: 'date' } }],
};

/** The templates usable now: passive ones and those of source types that have a connector. */
export function widgetTemplates(available: (type: SourceType) => boolean): WidgetTemplate[] {
  const interactive = Object.entries(INTERACTIVE_TEMPLATES).flatMap(([type, templates]) => (available(type as SourceType) ? templates : []));
  return [...interactive, ...PASSIVE_TEMPLATES];
}
