import type { SourceType } from '@pulseboard/shared/contracts';
import type { SourceTemplate } from './source-templates.js';
import { byDesc, summary, type TemplateWidgetSpec } from './template-widgets.js';

/** A headline figure: its title and metric. */
type Headline = [title: string, metric: string];

/**
 * An SEO tool's two templates as data: the overview's headline figures and
 * the trends it draws by date, the rankings' headline figures, the figures
 * it gives per keyword and the one that ranks them (the traffic they bring).
 * A tool gets both templates from one entry here.
 */
interface SeoTemplateVariant {
  sourceType: SourceType;
  /** How the tool is named in template names ("Semrush SEO overview"). */
  tool: string;
  /** Used in template ids ("semrush-seo-overview"). */
  slug: string;
  /** What the overview's description names. */
  covers: string;
  headlines: Headline[];
  /** One chart by date each; the first spans the dashboard's width. */
  trends: Array<{ title: string; metrics: string[]; format: 'chart:line' | 'chart:area' }>;
  rankingHeadlines: Headline[];
  keywordMetrics: string[];
  keywordTraffic: string;
}

const SEO_TEMPLATE_VARIANTS: readonly SeoTemplateVariant[] = [
  {
    sourceType: 'semrush',
    tool: 'Semrush',
    slug: 'semrush',
    covers: 'Authority Score, backlinks found and lost, referring domains, organic traffic and keywords',
    headlines: [
      ['Authority Score', 'authorityScore'],
      ['Referring domains', 'referringDomains'],
      ['Backlinks', 'backlinks'],
      ['Organic traffic', 'organicTraffic'],
      ['New backlinks', 'newBacklinks'],
      ['Lost backlinks', 'lostBacklinks'],
    ],
    trends: [
      { title: 'Organic traffic and keywords', metrics: ['organicTraffic', 'organicKeywords'], format: 'chart:line' },
      { title: 'Authority Score over time', metrics: ['authorityScore'], format: 'chart:line' },
      { title: 'Referring domains over time', metrics: ['referringDomains'], format: 'chart:area' },
    ],
    rankingHeadlines: [
      ['Organic keywords', 'organicKeywords'],
      ['Average position', 'position'],
      ['Search volume', 'searchVolume'],
      ['Traffic share of these keywords', 'trafficShare'],
    ],
    keywordMetrics: ['position', 'previousPosition', 'positionChange', 'searchVolume', 'trafficShare'],
    keywordTraffic: 'trafficShare',
  },
  {
    sourceType: 'ahrefs_v3',
    tool: 'Ahrefs',
    slug: 'ahrefs',
    covers: 'Domain Rating, backlinks, referring domains, organic traffic and keywords',
    headlines: [
      ['Domain Rating', 'domainRating'],
      ['Referring domains', 'referringDomains'],
      ['Backlinks', 'backlinks'],
      ['Organic traffic', 'organicTraffic'],
    ],
    trends: [
      { title: 'Organic traffic and keywords', metrics: ['organicTraffic', 'organicKeywords'], format: 'chart:line' },
      { title: 'Domain Rating over time', metrics: ['domainRating'], format: 'chart:line' },
      { title: 'Referring domains over time', metrics: ['referringDomains'], format: 'chart:area' },
    ],
    rankingHeadlines: [
      ['Organic keywords', 'organicKeywords'],
      ['Average position', 'position'],
      ['Search volume', 'searchVolume'],
      ['Traffic from these keywords', 'keywordTraffic'],
    ],
    keywordMetrics: ['position', 'previousPosition', 'positionChange', 'searchVolume', 'keywordTraffic'],
    keywordTraffic: 'keywordTraffic',
  },
];

const headlineSpecs = (headlines: readonly Headline[]) => headlines.map(([title, metric]) => summary(title, metric));

/** The site's headline figures at the period's end against the period before, then how they moved day by day. */
function overviewSpecs(variant: SeoTemplateVariant): TemplateWidgetSpec[] {
  return [
    ...headlineSpecs(variant.headlines),
    ...variant.trends.map(({ title, metrics, format }, index): TemplateWidgetSpec => ({ title, format, width: index === 0 ? 4 : 2, height: 2, metrics, dimension: 'date' })),
  ];
}

/** How many keywords the site ranks for and where, and its keywords by the traffic they bring, with the places each gained. */
function rankingSpecs(variant: SeoTemplateVariant): TemplateWidgetSpec[] {
  return [
    ...headlineSpecs(variant.rankingHeadlines),
    {
      title: 'Top keywords by traffic',
      format: 'chart:bar',
      width: 4,
      height: 2,
      metrics: [variant.keywordTraffic],
      dimension: 'keyword',
      rowsLimit: 10,
      orderBy: byDesc(`Top keywords by traffic:${variant.keywordTraffic}`),
    },
    { title: 'Keywords', format: 'table', width: 4, height: 3, metrics: variant.keywordMetrics, dimension: 'keyword', rowsLimit: 100, orderBy: byDesc(`Keywords:${variant.keywordTraffic}`) },
  ];
}

/** The "SEO overview" and "Keyword rankings" dashboards of each SEO tool, on one of the domains of a connected source. */
const DOMAIN_TOOL_TEMPLATES: SourceTemplate[] = SEO_TEMPLATE_VARIANTS.flatMap((variant): SourceTemplate[] => [
  {
    id: `${variant.slug}-seo-overview`,
    name: `${variant.tool} SEO overview`,
    description: `A domain's ${variant.covers} over the month, from ${variant.tool}.`,
    sourceType: variant.sourceType,
    rangeType: 'last_month',
    specs: overviewSpecs(variant),
  },
  {
    id: `${variant.slug}-keyword-rankings`,
    name: `${variant.tool} keyword rankings`,
    description: `Where a domain ranks for its keywords, the places each gained or lost, and the traffic they bring, from ${variant.tool}.`,
    sourceType: variant.sourceType,
    rangeType: 'last_month',
    specs: rankingSpecs(variant),
  },
]);

/** Serpstat's two templates: it has no link figures, but a visibility index and the keywords won and lost at each database update. */
const SERPSTAT_TEMPLATES: SourceTemplate[] = [
  {
    id: 'serpstat-seo-overview',
    name: 'Serpstat SEO overview',
    description: "A domain's visibility, organic keywords and traffic over the month, and the keywords it won and lost, from Serpstat.",
    sourceType: 'serpstat',
    rangeType: 'last_month',
    specs: [
      summary('Visibility', 'visibility'),
      summary('Organic keywords', 'organicKeywords'),
      summary('Organic traffic', 'organicTraffic'),
      summary('New keywords', 'newKeywords'),
      { title: 'Organic traffic and keywords', format: 'chart:line', width: 4, height: 2, metrics: ['organicTraffic', 'organicKeywords'], dimension: 'date' },
      { title: 'Visibility', prefix: 'Visibility over time', format: 'chart:line', width: 2, height: 2, metrics: ['visibility'], dimension: 'date' },
      { title: 'Keywords won and lost', format: 'chart:bar', width: 2, height: 2, metrics: ['newKeywords', 'lostKeywords'], dimension: 'date' },
    ],
  },
  {
    id: 'serpstat-keyword-rankings',
    name: 'Serpstat keyword rankings',
    description: 'Where a domain ranks for its keywords, the places each moved since the last update, and the traffic they bring, from Serpstat.',
    sourceType: 'serpstat',
    rangeType: 'last_month',
    specs: [
      summary('Average position', 'position'),
      summary('Search volume', 'searchVolume'),
      summary('Traffic from keywords', 'organicTraffic'),
      summary('Organic keywords', 'organicKeywords'),
      {
        title: 'Top keywords by traffic',
        format: 'chart:bar',
        width: 4,
        height: 2,
        metrics: ['organicTraffic'],
        dimension: 'keyword',
        rowsLimit: 10,
        orderBy: byDesc('Top keywords by traffic:organicTraffic'),
      },
      {
        title: 'Keywords',
        format: 'table',
        width: 4,
        height: 3,
        metrics: ['position', 'positionChange', 'searchVolume', 'organicTraffic'],
        dimension: 'keyword',
        rowsLimit: 100,
        orderBy: byDesc('Keywords:organicTraffic'),
      },
    ],
  },
];

/** What differs between rank trackers in their two templates: the tool's name, what it calls a tracked project, and whether it has search volumes. */
interface RankTrackerVariant {
  sourceType: SourceType;
  tool: string;
  slug: string;
  tracked: string;
  searchVolume: boolean;
}

const RANK_TRACKER_VARIANTS: readonly RankTrackerVariant[] = [
  { sourceType: 'rankranger', tool: 'Rank Ranger', slug: 'rankranger', tracked: 'campaign', searchVolume: false },
  { sourceType: 'seranking', tool: 'SE Ranking', slug: 'seranking', tracked: 'site', searchVolume: true },
  { sourceType: 'accuranker', tool: 'AccuRanker', slug: 'accuranker', tracked: 'domain', searchVolume: true },
];

/** Where the tracked keywords stand at the month's end, how many are on the first page day by day, and on which search engine. */
const rankOverviewSpecs = (): TemplateWidgetSpec[] => [
  summary('Average position', 'position'),
  summary('Keywords in top 3', 'top3Keywords'),
  summary('Keywords in top 10', 'top10Keywords'),
  summary('Keywords in top 100', 'rankedKeywords'),
  { title: 'Average position', prefix: 'Average position by day', format: 'chart:line', width: 4, height: 2, metrics: ['averagePosition'], dimension: 'date' },
  { title: 'Keywords on the first page', format: 'chart:area', width: 2, height: 2, metrics: ['top3Keywords', 'top10Keywords'], dimension: 'date' },
  {
    title: 'Search engines',
    format: 'table',
    width: 2,
    height: 2,
    metrics: ['position', 'rankedKeywords', 'top10Keywords'],
    dimension: 'searchEngine',
    orderBy: byDesc('Search engines:rankedKeywords'),
  },
];

/** How many keywords moved up and down over the month, and each keyword's position and move, best first. */
const rankKeywordSpecs = (variant: RankTrackerVariant): TemplateWidgetSpec[] => [
  summary('Average position', 'position'),
  summary('Keywords up', 'keywordsUp'),
  summary('Keywords down', 'keywordsDown'),
  variant.searchVolume ? summary('Search volume', 'searchVolume') : summary('Tracked keywords', 'trackedKeywords'),
  {
    title: 'Keywords',
    format: 'table',
    width: 4,
    height: 3,
    metrics: ['position', 'positionChange', 'averagePosition', ...(variant.searchVolume ? ['searchVolume'] : [])],
    dimension: 'keyword',
    rowsLimit: 100,
    orderBy: { column: 'Keywords:position', dir: 'asc' },
  },
];

const RANK_TRACKER_TEMPLATES: SourceTemplate[] = RANK_TRACKER_VARIANTS.flatMap((variant): SourceTemplate[] => [
  {
    id: `${variant.slug}-seo-overview`,
    name: `${variant.tool} SEO overview`,
    description: `Where a ${variant.tracked}'s tracked keywords rank, how many are on the first page day by day, and on which search engine, from ${variant.tool}.`,
    sourceType: variant.sourceType,
    rangeType: 'last_month',
    specs: rankOverviewSpecs(),
  },
  {
    id: `${variant.slug}-keyword-rankings`,
    name: `${variant.tool} keyword rankings`,
    description: `Each tracked keyword of a ${variant.tracked}: its position, the places it gained or lost over the month, and its average, from ${variant.tool}.`,
    sourceType: variant.sourceType,
    rangeType: 'last_month',
    specs: rankKeywordSpecs(variant),
  },
]);

/** Every SEO tool's "SEO overview" and "Keyword rankings" dashboards. */
export const SEO_TEMPLATES: SourceTemplate[] = [...DOMAIN_TOOL_TEMPLATES, ...SERPSTAT_TEMPLATES, ...RANK_TRACKER_TEMPLATES];
