import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { addDays, todayIn } from '@pulseboard/shared/dates';
import { daysBetween } from '../../connectors/demo/calendar.js';
import { count, jitter } from '../../connectors/demo/random.js';
import { WEEKDAY_FACTOR, trend } from './dates.js';
import { authenticate, badRequest, permissionDenied, type GoogleService } from './errors.js';
import { BUSINESS_ACCOUNTS, type BusinessAccount, type SandboxUser } from './fixtures.js';
import { field } from './form.js';
import { listPage } from './pages.js';
import type { GoogleSandboxOptions } from './options.js';

const SCOPES = ['https://www.googleapis.com/auth/business.manage', 'https://www.googleapis.com/auth/plus.business.manage'];
const ACCOUNTS: GoogleService = { host: 'mybusinessaccountmanagement.googleapis.com', scopes: SCOPES, flavor: 'v1' };
const INFORMATION: GoogleService = { host: 'mybusinessbusinessinformation.googleapis.com', scopes: SCOPES, flavor: 'v1' };
const PERFORMANCE: GoogleService = { host: 'businessprofileperformance.googleapis.com', scopes: SCOPES, flavor: 'v1' };
const READ_MASK_FIELDS = new Set(['name', 'title', 'storefrontAddress', 'languageCode', 'phoneNumbers', 'categories', 'websiteUri']);

/** Each daily metric as a share of the location's views (the four impression kinds) or of its actions. */
const METRIC_RATES: Record<string, number> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 0.12,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 0.18,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 0.38,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 0.32,
  BUSINESS_DIRECTION_REQUESTS: 0.014,
  CALL_CLICKS: 0.009,
  WEBSITE_CLICKS: 0.022,
  BUSINESS_CONVERSATIONS: 0.0015,
  BUSINESS_BOOKINGS: 0.0008,
};
/** The longest daily range the performance API answers (about 18 months). */
const MAX_RANGE_DAYS = 550;
/** Performance data lags: the last days of a range have no values yet. */
const LAG_DAYS = 3;
const ZONE = 'America/Los_Angeles';

type Location = BusinessAccount['locations'][number];

function locationsOf(user: SandboxUser): Array<{ account: string; location: Location }> {
  return user.businessAccounts.flatMap((account) => (BUSINESS_ACCOUNTS[account]?.locations ?? []).map((location) => ({ account, location })));
}

/** Only the fields of the read mask, as the API answers. */
function masked(location: Location, mask: Set<string>): Record<string, unknown> {
  const all: Record<string, unknown> = {
    name: location.name,
    title: location.title,
    storefrontAddress: { regionCode: 'US', locality: location.locality, addressLines: [location.addressLine] },
    languageCode: 'en',
  };
  return Object.fromEntries(Object.entries(all).filter(([key]) => mask.has(key)));
}

/** The date of a dailyRange bound, given as start_date.year or startDate.year (both spellings are accepted by Google). */
function rangeDate(query: unknown, bound: 'start' | 'end'): string | undefined {
  const part = (name: string) => field(query, `dailyRange.${bound}_date.${name}`) ?? field(query, `dailyRange.${bound}Date.${name}`);
  const [year, month, day] = ['year', 'month', 'day'].map((name) => Number(part(name)));
  if (!year || !month || !day) return undefined;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return Number.isNaN(Date.parse(iso)) ? undefined : iso;
}

const queryList = (query: unknown, name: string): string[] => {
  const value = query && typeof query === 'object' ? (query as Record<string, string | string[] | undefined>)[name] : undefined;
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

const noAccess = (reply: FastifyReply, service: GoogleService) => permissionDenied(reply, service, 'The caller does not have permission');

/**
 * Business Profile: the account management API (accounts), the business
 * information API (locations, which need a readMask) and the performance API
 * (fetchMultiDailyMetricsTimeSeries), each under its own host path.
 */
export const businessAccountsRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get('/v1/accounts', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, ACCOUNTS, request, reply);
    if (!grant) return reply;
    const accounts = state.isOn('empty', grant)
      ? []
      : grant.user.businessAccounts.flatMap((name) => {
          const account = BUSINESS_ACCOUNTS[name];
          return account ? [{ name, accountName: account.accountName, type: account.type, verificationState: 'VERIFIED', vettedState: 'NOT_VETTED' }] : [];
        });
    const page = listPage(accounts, request.query, { defaultSize: 20, maxSize: 20, short: state.isOn('paging', grant) });
    if (!page) return badRequest(reply, ACCOUNTS, 'Invalid page token.');
    return { ...(page.items.length ? { accounts: page.items } : {}), ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
  });
};

export const businessInformationRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get<{ Params: { account: string } }>('/v1/accounts/:account/locations', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, INFORMATION, request, reply);
    if (!grant) return reply;
    const account = `accounts/${request.params.account}`;
    if (!grant.user.businessAccounts.includes(account)) return noAccess(reply, INFORMATION);
    const readMask = field(request.query, 'readMask');
    if (!readMask) return badRequest(reply, INFORMATION, "Request contains an invalid argument. 'read_mask' is required.");
    const mask = new Set(readMask.split(',').map((name) => name.trim()));
    const unknown = [...mask].find((name) => !READ_MASK_FIELDS.has(name));
    if (unknown) return badRequest(reply, INFORMATION, `Invalid field mask provided: ${unknown}`);
    const locations = state.isOn('empty', grant) ? [] : (BUSINESS_ACCOUNTS[account]?.locations ?? []).map((location) => masked(location, mask));
    const page = listPage(locations, request.query, { defaultSize: 10, maxSize: 100, short: state.isOn('paging', grant) });
    if (!page) return badRequest(reply, INFORMATION, 'Invalid page token.');
    return { ...(page.items.length ? { locations: page.items } : {}), ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}), totalSize: locations.length };
  });
};

export const businessPerformanceRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get<{ Params: { call: string } }>('/v1/locations/:call', { schema: { hide: true } }, async (request, reply) => {
    const [id = '', method] = request.params.call.split(':');
    if (method !== 'fetchMultiDailyMetricsTimeSeries') return reply.code(404).send({ error: { code: 404, message: 'Method not found.', status: 'NOT_FOUND' } });
    const grant = authenticate(state, PERFORMANCE, request, reply);
    if (!grant) return reply;
    const location = locationsOf(grant.user).find((entry) => entry.location.name === `locations/${id}`)?.location;
    if (!location) return noAccess(reply, PERFORMANCE);
    const metrics = queryList(request.query, 'dailyMetrics');
    const unknown = metrics.find((metric) => !(metric in METRIC_RATES));
    const [start, end] = [rangeDate(request.query, 'start'), rangeDate(request.query, 'end')];
    const problem =
      (metrics.length ? undefined : 'At least one daily metric is required.') ??
      (unknown ? `Invalid value at 'daily_metrics' (type.googleapis.com/google.type.DailyMetric), "${unknown}"` : undefined) ??
      (start && end ? undefined : 'dailyRange start_date and end_date are required.') ??
      (start && end && start > end ? 'The start date must not be after the end date.' : undefined) ??
      (start && end && (Date.parse(end) - Date.parse(start)) / 86_400_000 >= MAX_RANGE_DAYS ? `The date range may span at most ${MAX_RANGE_DAYS} days.` : undefined);
    if (problem || !start || !end) return badRequest(reply, PERFORMANCE, problem ?? 'Invalid date range.');

    const lastDay = addDays(todayIn(ZONE, new Date(state.now())), -LAG_DAYS);
    const days = daysBetween(start, end);
    const series = metrics.map((metric) => ({
      dailyMetric: metric,
      timeSeries: {
        datedValues: days.map((day) => {
          const [year, month, dayOfMonth] = day.iso.split('-').map(Number);
          const seed = `${location.name}|${day.iso}`;
          const views = location.dailyViews * (WEEKDAY_FACTOR[day.weekday] ?? 1) * trend(day.iso, location.yearlyGrowth) * jitter(`${seed}|views`, 0.1);
          const isView = metric.startsWith('BUSINESS_IMPRESSIONS');
          const value = state.isOn('empty', grant) || day.iso > lastDay ? 0 : count(views * (METRIC_RATES[metric] ?? 0) * (isView ? 1 : location.actionRate), `${seed}|${metric}`);
          // A day without a value has no `value` at all (proto3 leaves zero out); counts are int64 strings.
          return { date: { year, month, day: dayOfMonth }, ...(value ? { value: String(value) } : {}) };
        }),
      },
    }));
    return { multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries: series }] };
  });
};
