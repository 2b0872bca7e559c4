import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { addDays, dayParts, makeDay, todayIn } from '@pulseboard/shared/dates';
import { linksBetween, siteKeywords, siteOn, type SiteDay } from '../seo/site-profile.js';
import { UNITS_BALANCE, type SemrushSandboxState, type SemrushSwitch } from './state.js';
import { csvReport, DOMAIN_COLUMNS, errorLine } from './wire.js';

export interface SemrushSandboxOptions {
  state: SemrushSandboxState;
}

type Query = Record<string, string | undefined>;

const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const DATABASES = new Set(['us', 'uk', 'ca', 'au', 'ie', 'de', 'fr', 'es', 'it', 'nl', 'be', 'ch', 'at', 'se', 'dk', 'no', 'pl', 'br', 'mx', 'in']);
const MONTH_STAMP = /^(\d{4})(\d{2})15$/;
const MAX_LINES = 100_000;
const RETRY_AFTER_S = 1;

/** The lines a report may answer (`display_limit`, 10,000 by default as Semrush's). */
const lineLimit = (query: Query) => Math.min(MAX_LINES, Math.max(1, Number(query.display_limit) || 10_000));

/** The monthly updates (the 15th) from the latest one on or before `today` back, newest first. */
function monthlyUpdates(today: string, count: number, dayOfMonth: number): string[] {
  const { year, month } = dayParts(today);
  const latest = makeDay(year, month, dayOfMonth) <= today ? { year, month } : { year: month === 1 ? year - 1 : year, month: month === 1 ? 12 : month - 1 };
  return Array.from({ length: count }, (_, back) => {
    const index = latest.year * 12 + latest.month - 1 - back;
    return makeDay(Math.floor(index / 12), (index % 12) + 1, dayOfMonth);
  });
}

const stampOf = (day: string) => day.replaceAll('-', '');

/** A domain report's columns from `export_columns`, as codes Semrush knows. */
function columnsOf(query: Query, fallback: string): string[] | undefined {
  const codes = (query.export_columns ?? fallback).split(',').map((code) => code.trim());
  return codes.every((code) => code in DOMAIN_COLUMNS) ? codes : undefined;
}

function rankCell(code: string, site: SiteDay, database: string, domain: string, day: string): string | number {
  const cells: Record<string, string | number> = {
    Db: database,
    Dn: domain,
    Rk: site.rank,
    Or: site.organicKeywords,
    Ot: site.organicTraffic,
    Oc: Math.round(site.organicValue),
    Ad: 0,
    At: 0,
    Ac: 0,
    Dt: stampOf(day),
  };
  return cells[code] ?? '';
}

/**
 * The fake's api.semrush.com: domain reports (`domain_rank`,
 * `domain_rank_history`, `domain_organic`) at its root and backlink reports
 * (`backlinks_overview`, `backlinks_historical`) at /analytics/v1/, all as
 * `;`-separated text with the key in `key`; and www.semrush.com's units
 * balance. Errors are Semrush's text lines.
 */
export const semrushSandbox: FastifyPluginAsync<SemrushSandboxOptions> = async (app, { state }) => {
  const hide = { schema: { hide: true } };
  const today = () => todayIn('UTC');
  const text = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').send(body);

  /** Semrush's answer before any call's: the key, then the rate and the outage. */
  function keyHolder(query: Query, reply: FastifyReply, domain: string): { companyId: number | null } | undefined {
    if (!query.key) return void text(reply, 403, errorLine(122, 'WRONG FORMAT OR EMPTY KEY'));
    const key = state.companyOf(query.key);
    const companyId = key?.companyId ?? null;
    const on = (name: SemrushSwitch) => state.isOn(name, companyId, domain);
    if (!key || on('revoked')) return void text(reply, 403, errorLine(120, 'WRONG KEY - ID PAIR'));
    if (on('quota')) return void reply.header('retry-after', String(RETRY_AFTER_S)).code(429).type('text/plain').send(errorLine(131, 'LIMIT EXCEEDED'));
    if (on('server_error')) return void reply.code(502).type('text/html').send('<html><body><h1>502 Bad Gateway</h1></body></html>');
    return { companyId };
  }

  /** A report's answer before its rows: the key's, then the units and whether Semrush has data on the domain. */
  function authorise(query: Query, reply: FastifyReply, domain: string): boolean {
    const holder = keyHolder(query, reply, domain);
    if (!holder) return false;
    const on = (name: SemrushSwitch) => state.isOn(name, holder.companyId, domain);
    const refusal = on('out_of_units') ? { status: 403, body: errorLine(132, 'API UNITS BALANCE IS ZERO') } : on('empty') ? { status: 200, body: errorLine(50, 'NOTHING FOUND') } : undefined;
    if (refusal) void text(reply, refusal.status, refusal.body);
    return !refusal;
  }

  const domainReports: Record<string, (query: Query, reply: FastifyReply, domain: string, database: string) => unknown> = {
    domain_rank(query, reply, domain, database) {
      const columns = columnsOf(query, 'Db,Dn,Rk,Or,Ot,Oc,Ad,At,Ac');
      if (!columns) return text(reply, 400, errorLine(41, 'WRONG EXPORT COLUMNS'));
      const site = siteOn(domain, today(), database);
      return text(
        reply,
        200,
        csvReport(
          columns.map((code) => DOMAIN_COLUMNS[code]!),
          [columns.map((code) => rankCell(code, site, database, domain, today()))],
        ),
      );
    },
    domain_rank_history(query, reply, domain, database) {
      const columns = columnsOf(query, 'Rk,Or,Ot,Oc,Ad,At,Ac,Dt');
      if (!columns) return text(reply, 400, errorLine(41, 'WRONG EXPORT COLUMNS'));
      const updates = monthlyUpdates(today(), lineLimit(query), 15);
      if (query.display_sort === 'dt_asc') updates.reverse();
      const rows = updates.map((day) => columns.map((code) => rankCell(code, siteOn(domain, day, database), database, domain, day)));
      return text(
        reply,
        200,
        csvReport(
          columns.map((code) => DOMAIN_COLUMNS[code]!),
          rows,
        ),
      );
    },
    domain_organic(query, reply, domain, database) {
      const columns = columnsOf(query, 'Ph,Po,Pp,Pd,Nq,Tr,Ur');
      if (!columns) return text(reply, 400, errorLine(41, 'WRONG EXPORT COLUMNS'));
      const stamp = query.display_date ? MONTH_STAMP.exec(query.display_date) : undefined;
      if (query.display_date && !stamp) return text(reply, 400, errorLine(40, 'WRONG DISPLAY DATE'));
      const asOf = stamp ? makeDay(Number(stamp[1]), Number(stamp[2]), 15) : today();
      if (asOf > today()) return text(reply, 200, errorLine(50, 'NOTHING FOUND'));
      // Semrush compares with its update a month before.
      const keywords = siteKeywords(domain, asOf, addDays(asOf, -30), database);
      const total = keywords.reduce((sum, keyword) => sum + keyword.traffic, 0);
      const cell = (keyword: (typeof keywords)[number], code: string): string | number =>
        ({
          Ph: keyword.keyword,
          Po: keyword.position,
          Pp: keyword.previousPosition ?? 0,
          Pd: keyword.previousPosition === null ? 0 : keyword.previousPosition - keyword.position,
          Nq: keyword.volume,
          Tr: total ? Math.round((keyword.traffic / total) * 10_000) / 100 : 0,
          Ur: `https://${domain}/${keyword.keyword.replaceAll(' ', '-')}`,
        })[code] ?? '';
      const sorted = query.display_sort === 'po_asc' ? [...keywords].sort((a, b) => a.position - b.position) : keywords;
      if (!sorted.length) return text(reply, 200, errorLine(50, 'NOTHING FOUND'));
      return text(
        reply,
        200,
        csvReport(
          columns.map((code) => DOMAIN_COLUMNS[code]!),
          sorted.slice(0, lineLimit(query)).map((keyword) => columns.map((code) => cell(keyword, code))),
        ),
      );
    },
  };

  app.get<{ Querystring: Query }>('/api/', hide, async (request, reply) => {
    const { type = '', domain = '', database = '' } = request.query;
    const report = Object.hasOwn(domainReports, type) ? domainReports[type] : undefined;
    if (!report) return text(reply, 400, errorLine(30, 'TYPE IS NOT SET OR WRONG'));
    if (!DOMAIN.test(domain)) return text(reply, 400, errorLine(40, 'WRONG DOMAIN'));
    if (!DATABASES.has(database)) return text(reply, 400, errorLine(31, 'DATABASE IS NOT SET OR WRONG'));
    if (!authorise(request.query, reply, domain)) return reply;
    return report(request.query, reply, domain, database);
  });

  const BACKLINK_CELLS: Record<string, (site: SiteDay) => number> = {
    ascore: (site) => Math.round(site.authority * 0.9 + 3),
    score: (site) => Math.round(site.authority * 0.9 + 3),
    total: (site) => site.backlinks,
    backlinks_num: (site) => site.backlinks,
    domains_num: (site) => site.referringDomains,
    urls_num: (site) => Math.round(site.backlinks / 3),
    ips_num: (site) => Math.round(site.referringDomains * 0.9),
    follows_num: (site) => Math.round(site.backlinks * 0.7),
    nofollows_num: (site) => site.backlinks - Math.round(site.backlinks * 0.7),
  };

  app.get<{ Querystring: Query }>('/api/analytics/v1/', hide, async (request, reply) => {
    const { type = '', target = '', target_type: targetType = '' } = request.query;
    if (type !== 'backlinks_overview' && type !== 'backlinks_historical') return text(reply, 400, errorLine(30, 'TYPE IS NOT SET OR WRONG'));
    if (!DOMAIN.test(target)) return text(reply, 400, errorLine(40, 'WRONG TARGET'));
    if (targetType !== 'root_domain' && targetType !== 'domain') return text(reply, 400, errorLine(40, 'WRONG TARGET TYPE'));
    if (!authorise(request.query, reply, target)) return reply;
    const history = type === 'backlinks_historical';
    const columns = (request.query.export_columns ?? (history ? 'date,score,backlinks_num,domains_num' : 'ascore,total,domains_num')).split(',');
    const known = (column: string) => column in BACKLINK_CELLS || (history && ['date', 'backlinks_new_num', 'backlinks_lost_num'].includes(column));
    if (!columns.every(known)) return text(reply, 400, errorLine(41, 'WRONG EXPORT COLUMNS'));
    if (!history) {
      const site = siteOn(target, today());
      return text(reply, 200, csvReport(columns, [columns.map((column) => BACKLINK_CELLS[column]!(site))]));
    }
    // A measurement on the first of each month, with the links found and lost in the month before it.
    const rows = monthlyUpdates(today(), lineLimit(request.query), 1).map((day) => {
      const site = siteOn(target, day);
      const links = linksBetween(target, addDays(day, -30), addDays(day, -1));
      const cells: Record<string, number> = { date: Date.parse(`${day}T00:00:00Z`) / 1000, backlinks_new_num: links.newBacklinks, backlinks_lost_num: links.lostBacklinks };
      return columns.map((column) => cells[column] ?? BACKLINK_CELLS[column]!(site));
    });
    return text(reply, 200, csvReport(columns, rows));
  });

  // The balance is free: it answers even when it is zero.
  app.get<{ Querystring: Query }>('/www/users/countapiunits.html', hide, async (request, reply) => {
    const holder = keyHolder(request.query, reply, '');
    if (!holder) return reply;
    return text(reply, 200, state.isOn('out_of_units', holder.companyId, '') ? '0' : String(UNITS_BALANCE));
  });
};
