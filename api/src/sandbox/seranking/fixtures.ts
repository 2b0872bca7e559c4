import sites from './fixtures/sites.json' with { type: 'json' };
import { topicKeywords, topicOf, type FakeKeyword } from '../seo/keyword-positions.js';

/** A search engine a site is tracked on, in SE Ranking's fields. */
export interface SiteEngine {
  site_engine_id: number;
  search_engine_id: number;
  name: string;
  country_code: string;
  region_name: string | null;
}

/** A project of the fake SE Ranking account: its site, the engines it is tracked on, since when, and its keywords (its topic's). */
export interface SandboxSite {
  id: number;
  title: string;
  name: string;
  trackingSince: string;
  engines: SiteEngine[];
  keywords: Array<FakeKeyword & { id: number }>;
}

export const SERANKING_SITES: readonly SandboxSite[] = sites.map((site) => ({
  ...site,
  keywords: topicKeywords(topicOf(site.title)).map((keyword, index) => ({ ...keyword, id: site.id * 100 + index })),
}));
