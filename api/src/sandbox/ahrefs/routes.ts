import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, isCalendarDay, todayIn, weekdayOf } from '@pulseboard/shared/dates';
import { daysBetween } from '../../connectors/demo/calendar.js';
import { siteKeywords, siteOn, type SiteDay } from '../seo/site-profile.js';
import type { AhrefsSandboxState, AhrefsSwitch } from './state.js';

export interface AhrefsSandboxOptions {
  state: AhrefsSandboxState;
}

type Query = Record<string, string | undefined>;
type Call = { Querystring: Query };

const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const MODES = new Set(['exact', 'prefix', 'domain', 'subdomains']);
const GROUPINGS = new Set(['daily', 'weekly', 'monthly']);
const COUNTRY = /^[a-z]{2}$/;
const RETRY_AFTER_S = 2;
const MAX_LIMIT = 1000;
/** Searches of every country together against the United States' alone. */
const ALL_COUNTRIES = 1.8;
/** Keywords by position band, as keywords-history counts them: shares of all the site's keywords. */
const BANDS = { top3: 0.05, top4_10: 0.1, top11_20: 0.15, top21_50: 0.3 } as const;
const UNITS_LIMIT = 1_000_000;

/** The site's figures in a country, or in all countries when none is named (the fake does not split a site's subdomains: every `mode` reads the same). */
function siteIn(site: string, day: string, country: string | undefined): SiteDay {
  if (country) return siteOn(site, day, country);
  const figures = siteOn(site, day, 'us');
  const all = (value: number) => Math.round(value * ALL_COUNTRIES);
  return { ...figures, organicKeywords: all(figures.organicKeywords), organicTraffic: all(figures.organicTraffic), organicValue: Math.round(figures.organicValue * ALL_COUNTRIES * 100) / 100 };
}

/** Days of a history from `from` to `to`: every day, Mondays, or the first of each month. */
function pointsBetween(from: string, to: string, grouping: string): string[] {
  const days = daysBetween(from, to).map(({ iso }) => iso);
  if (grouping === 'daily') return days;
  return days.filter((day) => (grouping === 'weekly' ? weekdayOf(day) === 0 : day.endsWith('-01')));
}

const error = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error: message });

/**
 * The fake's api.ahrefs.com/v3 (Site Explorer, and the free usage endpoint)
 * in Ahrefs' shapes: the API key as a Bearer token; figures at a `date` or
 * as histories grouped by day, week or month; null where Ahrefs has nothing;
 * org_cost in US cents; errors as `{"error": "..."}`.
 */
export const ahrefsSandbox: FastifyPluginAsync<AhrefsSandboxOptions> = async (app, { state }) => {
  const hide = { schema: { hide: true } };
  const today = () => todayIn('UTC');

  /** Ahrefs' answer before any endpoint's: the key, the rate, the outage, the units; then the target and mode. */
  function authorise(request: FastifyRequest<Call>, reply: FastifyReply, spendsUnits = true): { companyId: number | null; target: string; empty: boolean } | undefined {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const holder = key ? state.companyOf(key) : undefined;
    const companyId = holder?.companyId ?? null;
    const target = request.query.target ?? '';
    const on = (name: AhrefsSwitch) => state.isOn(name, companyId, target);
    if (!holder) return void error(reply, 401, 'Invalid API key');
    if (on('revoked')) return void error(reply, 401, 'API key was revoked');
    if (on('quota')) return void reply.header('retry-after', String(RETRY_AFTER_S)).code(429).send({ error: 'Too many requests' });
    if (on('server_error')) return void error(reply, 500, 'Internal server error');
    if (spendsUnits && on('out_of_units')) return void error(reply, 403, 'API units limit reached for this subscription');
    if (!spendsUnits) return { companyId, target, empty: false };
    if (!DOMAIN.test(target)) return void error(reply, 400, 'Invalid target');
    const { mode = 'subdomains', country } = request.query;
    if (!MODES.has(mode)) return void error(reply, 400, 'Invalid mode');
    if (country !== undefined && !COUNTRY.test(country)) return void error(reply, 400, 'Invalid country');
    return { companyId, target, empty: on('empty') };
  }

  /** A snapshot endpoint: the figures at `date`, never ahead of today. */
  function snapshot(path: string, answer: (site: SiteDay | null, query: Query) => unknown) {
    app.get<Call>(path, hide, async (request, reply) => {
      const allowed = authorise(request, reply);
      if (!allowed) return reply;
      const { date } = request.query;
      if (!date || !isCalendarDay(date) || date > today()) return error(reply, 400, 'Invalid date');
      return answer(allowed.empty ? null : siteIn(allowed.target, date, request.query.country), request.query);
    });
  }

  snapshot('/site-explorer/domain-rating', (site) => ({ domain_rating: { domain_rating: site?.authority ?? 0, ahrefs_rank: site?.rank ?? null } }));
  snapshot('/site-explorer/metrics', (site) => ({
    metrics: {
      org_keywords: site?.organicKeywords ?? 0,
      paid_keywords: 0,
      org_keywords_1_3: Math.round((site?.organicKeywords ?? 0) * BANDS.top3),
      org_traffic: site?.organicTraffic ?? 0,
      org_cost: site ? Math.round(site.organicValue * 100) : null,
      paid_traffic: 0,
      paid_cost: null,
      paid_pages: 0,
    },
  }));
  snapshot('/site-explorer/backlinks-stats', (site) => ({
    metrics: { live: site?.backlinks ?? 0, all_time: (site?.backlinks ?? 0) * 3, live_refdomains: site?.referringDomains ?? 0, all_time_refdomains: (site?.referringDomains ?? 0) * 2 },
  }));

  /** A history endpoint: a point per day, week or month from `date_from` to `date_to` (or today), `list` named as Ahrefs names it. */
  function history(path: string, list: string, point: (site: SiteDay, date: string) => Record<string, unknown>, selectable?: readonly string[]) {
    app.get<Call>(path, hide, async (request, reply) => {
      const allowed = authorise(request, reply);
      if (!allowed) return reply;
      const { date_from: from, date_to: to = today(), history_grouping: grouping = 'monthly', select } = request.query;
      if (!from || !isCalendarDay(from) || !isCalendarDay(to) || to < from) return error(reply, 400, 'Invalid date_from or date_to');
      if (!GROUPINGS.has(grouping)) return error(reply, 400, 'Invalid history_grouping');
      const fields = select?.split(',') ?? selectable;
      if (selectable && !fields?.every((field) => field === 'date' || selectable.includes(field))) return error(reply, 400, 'Invalid select');
      const days = allowed.empty ? [] : pointsBetween(from, to < today() ? to : today(), grouping);
      const points = days.map((date) => {
        const all = { date, ...point(siteIn(allowed.target, date, request.query.country), date) };
        return fields ? Object.fromEntries(Object.entries(all).filter(([field]) => field === 'date' || fields.includes(field))) : all;
      });
      return { [list]: points };
    });
  }

  history('/site-explorer/domain-rating-history', 'domain_ratings', (site) => ({ domain_rating: site.authority }));
  history('/site-explorer/refdomains-history', 'refdomains', (site) => ({ refdomains: site.referringDomains }));
  history('/site-explorer/metrics-history', 'metrics', (site) => ({ org_traffic: site.organicTraffic, org_cost: Math.round(site.organicValue * 100), paid_traffic: 0, paid_cost: 0 }), [
    'org_traffic',
    'org_cost',
    'paid_traffic',
    'paid_cost',
  ]);
  history(
    '/site-explorer/keywords-history',
    'keywords',
    (site) => {
      const bands = Object.fromEntries(Object.entries(BANDS).map(([band, share]) => [band, Math.round(site.organicKeywords * share)]));
      return { ...bands, top51_plus: site.organicKeywords - Object.values(bands).reduce((sum, count) => sum + count, 0) };
    },
    ['top3', 'top4_10', 'top11_20', 'top21_50', 'top51_plus'],
  );

  app.get<Call>('/site-explorer/organic-keywords', hide, async (request, reply) => {
    const allowed = authorise(request, reply);
    if (!allowed) return reply;
    const { date, date_compared: compared, select, limit = '1000', country } = request.query;
    if (!date || !isCalendarDay(date) || date > today()) return error(reply, 400, 'Invalid date');
    if (compared !== undefined && (!isCalendarDay(compared) || compared >= date)) return error(reply, 400, 'Invalid date_compared');
    if (!select) return error(reply, 400, 'select is required');
    const rows = Number(limit);
    if (!Number.isInteger(rows) || rows < 1 || rows > MAX_LIMIT) return error(reply, 400, 'Invalid limit');
    const keywords = allowed.empty ? [] : siteKeywords(allowed.target, date, compared ?? addDays(date, -30), country ?? 'us');
    const fields = select.split(',');
    return {
      keywords: keywords.slice(0, rows).map((keyword) => {
        const all: Record<string, unknown> = {
          keyword: keyword.keyword,
          best_position: keyword.position,
          best_position_prev: compared ? keyword.previousPosition : null,
          best_position_diff: compared && keyword.previousPosition !== null ? keyword.position - keyword.previousPosition : null,
          volume: keyword.volume,
          sum_traffic: keyword.traffic,
        };
        return Object.fromEntries(fields.map((field) => [field, all[field] ?? null]));
      }),
    };
  });

  app.get<Call>('/subscription-info/limits-and-usage', hide, async (request, reply) => {
    const allowed = authorise(request, reply, false);
    if (!allowed) return reply;
    const spent = state.isOn('out_of_units', allowed.companyId, '');
    return {
      limits_and_usage: {
        subscription: 'Advanced, billed monthly',
        usage_reset_date: `${addDays(today().slice(0, 8) + '01', 32).slice(0, 8)}01T00:00:00Z`,
        units_limit_workspace: UNITS_LIMIT,
        units_usage_workspace: spent ? UNITS_LIMIT : 12_500,
        units_limit_api_key: null,
        units_usage_api_key: spent ? UNITS_LIMIT : 12_500,
        api_key_expiration_date: null,
      },
    };
  });
};
