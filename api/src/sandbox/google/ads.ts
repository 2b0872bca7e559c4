import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { addDays, todayIn } from '@pulseboard/shared/dates';
import { GOOGLE_ADS_API_VERSION } from '../../connectors/google_ads/catalogue.js';
import { ADS_CUSTOMERS, type AdsCustomer, type SandboxUser } from './fixtures.js';
import { adAttributes, adGroupAttributes, adsLeaves, campaignAttributes, customerAttributes, type AdsLeaf } from './ads-model.js';
import { GaqlError, parseGaql, passes, type GaqlQuery } from './ads-gaql.js';
import { authenticate, type GoogleService } from './errors.js';
import type { GoogleSandboxOptions } from './options.js';

/** The fake answers the version the connector pins, as Google answers every supported one. */
const ADS_API_VERSION = GOOGLE_ADS_API_VERSION;

const SERVICE: GoogleService = { host: 'googleads.googleapis.com', scopes: ['https://www.googleapis.com/auth/adwords'], flavor: 'v1' };
const FAILURE_TYPE = `type.googleapis.com/google.ads.googleads.${ADS_API_VERSION}.errors.GoogleAdsFailure`;
/** searchStream's batch size; the paging switch cuts it so clients must read every batch. */
const BATCH_SIZE = 10_000;
const SHORT_BATCH = 5;
const MAX_RANGE_DAYS = 1_100;

/** Which resources' fields a query FROM each resource may select (its own and those it belongs to). */
const SCOPES: Record<string, string[]> = {
  customer: ['customer'],
  customer_client: ['customer_client'],
  campaign: ['customer', 'campaign'],
  ad_group: ['customer', 'campaign', 'ad_group'],
  ad_group_ad: ['customer', 'campaign', 'ad_group', 'ad_group_ad'],
};
const METRICS = new Set(['metrics.impressions', 'metrics.clicks', 'metrics.cost_micros', 'metrics.conversions', 'metrics.conversions_value', 'metrics.ctr', 'metrics.average_cpc']);
const SEGMENTS = new Set(['segments.date', 'segments.device']);
const CLIENT_FIELDS = new Set([
  'customer_client.id',
  'customer_client.descriptive_name',
  'customer_client.currency_code',
  'customer_client.time_zone',
  'customer_client.manager',
  'customer_client.level',
  'customer_client.client_customer',
]);

type Values = Record<string, string | number | boolean>;

class AdsFailure extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    readonly errorCode: Record<string, string>,
    message: string,
  ) {
    super(message);
  }
}

function sendFailure(reply: FastifyReply, failure: AdsFailure): FastifyReply {
  const requestId = randomBytes(11).toString('base64url');
  return reply.code(failure.code).send({
    error: {
      code: failure.code,
      message: failure.code === 403 ? 'The caller does not have permission' : 'Request contains an invalid argument.',
      status: failure.status,
      details: [{ '@type': FAILURE_TYPE, errors: [{ errorCode: failure.errorCode, message: failure.message }], requestId }],
    },
  });
}

const queryError = (code: string, message: string) => new AdsFailure(400, 'INVALID_ARGUMENT', { queryError: code }, message);

/**
 * A customer the user may query: one of theirs, or a client of a manager of
 * theirs when that manager is named in login-customer-id.
 */
function reachable(user: SandboxUser, customerId: string, loginCustomerId: string | undefined): AdsCustomer {
  const customer = ADS_CUSTOMERS[customerId];
  const login = loginCustomerId?.replace(/-/g, '');
  const allowed =
    customer &&
    (login
      ? user.adsCustomers.includes(login) && (login === customerId || Boolean(ADS_CUSTOMERS[login]?.manager && ADS_CUSTOMERS[login]?.clients?.includes(customerId)))
      : user.adsCustomers.includes(customerId));
  if (!allowed) {
    throw new AdsFailure(
      403,
      'PERMISSION_DENIED',
      { authorizationError: 'USER_PERMISSION_DENIED' },
      "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header. See https://developers.google.com/google-ads/api/docs/concepts/call-structure#cid",
    );
  }
  return customer;
}

/** The resource's rows without metrics: one per campaign, ad group, ad or client. */
function entities(customerId: string, customer: AdsCustomer, resource: string): Values[] {
  const base = customerAttributes(customerId, customer);
  if (resource === 'customer') return [base];
  if (resource === 'customer_client') {
    const clients = [customerId, ...(customer.clients ?? [])];
    return clients.flatMap((id, index) => {
      const client = ADS_CUSTOMERS[id];
      if (!client) return [];
      return [
        {
          'customer_client.client_customer': `customers/${id}`,
          'customer_client.resource_name': `customers/${customerId}/customerClients/${id}`,
          'customer_client.id': Number(id),
          'customer_client.descriptive_name': client.descriptiveName,
          'customer_client.currency_code': client.currencyCode,
          'customer_client.time_zone': client.timeZone,
          'customer_client.manager': client.manager,
          'customer_client.level': index === 0 ? 0 : 1,
        },
      ];
    });
  }
  return customer.campaigns.flatMap((campaign) => {
    const withCampaign = { ...base, ...campaignAttributes(customerId, campaign) };
    if (resource === 'campaign') return [withCampaign];
    return campaign.adGroups.flatMap((adGroup) => {
      const withGroup = { ...withCampaign, ...adGroupAttributes(customerId, adGroup) };
      return resource === 'ad_group' ? [withGroup] : adGroup.ads.map((ad) => ({ ...withGroup, ...adAttributes(customerId, adGroup.id, ad) }));
    });
  });
}

/** Every attribute field of the fake's resources, read off one ad of an advertiser. */
const ATTRIBUTE_FIELDS = new Set(
  Object.entries(ADS_CUSTOMERS)
    .filter(([, customer]) => !customer.manager)
    .flatMap(([id, customer]) => Object.keys(entities(id, customer, 'ad_group_ad')[0] ?? {})),
);

function checkFields(query: GaqlQuery) {
  const scope = SCOPES[query.resource];
  if (!scope) throw queryError('INVALID_RESOURCE_NAME_IN_FROM_CLAUSE', `Error in FROM clause: invalid resource name '${query.resource}'.`);
  const named = [...query.fields, ...query.conditions.map((condition) => condition.field), ...query.orderBy.map((order) => order.field)];
  for (const field of named) {
    const resource = field.split('.')[0] ?? '';
    const isKnown = METRICS.has(field) || SEGMENTS.has(field) || ATTRIBUTE_FIELDS.has(field) || CLIENT_FIELDS.has(field);
    if (!isKnown) throw queryError('UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${field}'.`);
    if (!['metrics', 'segments'].includes(resource) && !scope.includes(resource)) {
      throw queryError(
        'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE',
        `Cannot select or filter on the following field: '${field}', since it is not a field of '${query.resource}' or a resource it belongs to.`,
      );
    }
  }
  if (query.resource === 'customer_client' && named.some((field) => METRICS.has(field) || SEGMENTS.has(field))) {
    throw queryError('PROHIBITED_METRIC_IN_SELECT_OR_WHERE_CLAUSE', 'customer_client cannot be queried with metrics or segments.');
  }
}

/** The report's days: from the segments.date conditions, else the last 30 days of the account. */
function dateRange(query: GaqlQuery, customer: AdsCustomer, now: number): [string, string] {
  let [start, end] = [addDays(todayIn(customer.timeZone, new Date(now)), -30), addDays(todayIn(customer.timeZone, new Date(now)), -1)];
  const dated = query.conditions.filter((condition) => condition.field === 'segments.date');
  if (!dated.length && query.fields.includes('segments.date')) {
    throw queryError('FILTERING_NOT_ALLOWED', "The 'segments.date' field must be filtered in the WHERE clause when it is selected.");
  }
  for (const condition of dated) {
    const [first = '', second = ''] = condition.values;
    if (condition.operator === 'BETWEEN') [start, end] = [first, second];
    else if (condition.operator === '=') [start, end] = [first, first];
    else if (condition.operator === '>=' || condition.operator === '>') start = condition.operator === '>' ? addDays(first, 1) : first;
    else if (condition.operator === '<=' || condition.operator === '<') end = condition.operator === '<' ? addDays(first, -1) : first;
  }
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(start) || !day.test(end)) throw queryError('INVALID_VALUE_WITH_BETWEEN_OPERATOR', 'Dates must be YYYY-MM-DD.');
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_RANGE_DAYS) throw queryError('DATE_RANGE_TOO_WIDE', `The date range is wider than ${MAX_RANGE_DAYS} days.`);
  return [start, end];
}

/** Leaves summed by the resource's own rows and the selected segments; rows without impressions are left out, as Google does. */
function metricRows(query: GaqlQuery, leaves: AdsLeaf[]): Values[] {
  const idField = query.resource === 'ad_group_ad' ? 'ad_group_ad.ad.id' : `${query.resource}.id`;
  const keyFields = [idField, ...query.fields.filter((field) => SEGMENTS.has(field))];
  const groups = new Map<string, { attributes: Values; sums: Omit<AdsLeaf, 'attributes'> }>();
  for (const leaf of leaves) {
    if (!query.conditions.every((condition) => METRICS.has(condition.field) || passes(condition, leaf.attributes[condition.field]))) continue;
    const key = keyFields.map((field) => String(leaf.attributes[field])).join('|');
    const group = groups.get(key) ?? { attributes: leaf.attributes, sums: { impressions: 0, clicks: 0, costMicros: 0, conversions: 0, conversionsValue: 0 } };
    group.sums.impressions += leaf.impressions;
    group.sums.clicks += leaf.clicks;
    group.sums.costMicros += leaf.costMicros;
    group.sums.conversions += leaf.conversions;
    group.sums.conversionsValue += leaf.conversionsValue;
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => group.sums.impressions > 0)
    .map(({ attributes, sums }): Values => ({
      ...attributes,
      'metrics.impressions': sums.impressions,
      'metrics.clicks': sums.clicks,
      'metrics.cost_micros': sums.costMicros,
      'metrics.conversions': Math.round(sums.conversions * 100) / 100,
      'metrics.conversions_value': Math.round(sums.conversionsValue * 100) / 100,
      'metrics.ctr': sums.impressions ? sums.clicks / sums.impressions : 0,
      'metrics.average_cpc': sums.clicks ? sums.costMicros / sums.clicks : 0,
    }))
    .filter((row) => query.conditions.every((condition) => !METRICS.has(condition.field) || passes(condition, row[condition.field])));
}

/** int64 fields travel as JSON strings; doubles (conversions, ctr, average_cpc) as numbers. */
const INT64 = /(\.id|\.level|metrics\.(impressions|clicks|cost_micros))$/;
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A row in the API's JSON: nested objects per resource, camelCase keys, with each resource's resourceName. */
function render(row: Values, fields: string[]): object {
  const out: Record<string, Record<string, unknown>> = {};
  for (const field of fields) {
    const path = field.split('.').map(camel);
    let target: Record<string, unknown> = out;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    const value = row[field];
    // proto3 JSON leaves out fields at their default (0, false, ""): a campaign without conversions has no `conversions`.
    if (value !== 0 && value !== false && value !== '' && value !== undefined) target[path.at(-1) ?? ''] = INT64.test(field) ? String(value) : value;
    const resource = field.split('.')[0] ?? '';
    const resourceName = row[`${resource}.resource_name`];
    if (resourceName !== undefined && !['metrics', 'segments'].includes(resource)) (out[camel(resource)] ??= {}).resourceName = resourceName;
  }
  return out;
}

function order(rows: Values[], query: GaqlQuery): Values[] {
  if (!query.orderBy.length) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, desc } of query.orderBy) {
      const [x, y] = [a[field], b[field]];
      const result = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
      if (result) return desc ? -result : result;
    }
    return 0;
  });
}

/** googleads.googleapis.com: listAccessibleCustomers and searchStream (GAQL) in the API's REST shapes. */
export const googleAdsRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get(`/${ADS_API_VERSION}/customers::listAccessibleCustomers`, { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, SERVICE, request, reply);
    if (!grant) return reply;
    return state.isOn('empty', grant) ? {} : { resourceNames: grant.user.adsCustomers.map((id) => `customers/${id}`) };
  });

  app.post<{ Params: { customerId: string }; Body: { query?: string } }>(
    `/${ADS_API_VERSION}/customers/:customerId/googleAds::searchStream`,
    { config: { csrf: false }, schema: { hide: true } },
    async (request, reply) => {
      const grant = authenticate(state, SERVICE, request, reply);
      if (!grant) return reply;
      const customerId = request.params.customerId;
      const requestId = randomBytes(11).toString('base64url');
      try {
        const loginHeader = request.headers['login-customer-id'];
        const customer = reachable(grant.user, customerId, typeof loginHeader === 'string' ? loginHeader : undefined);
        const query = parseGaql(request.body?.query ?? '');
        checkFields(query);
        const withMetrics = query.fields.some((field) => METRICS.has(field) || SEGMENTS.has(field));
        if (withMetrics && customer.manager)
          throw queryError(
            'REQUESTED_METRICS_FOR_MANAGER',
            'Metrics cannot be requested for a manager account. To retrieve metrics, issue separate requests against each client account under the manager account.',
          );
        let rows: Values[] = [];
        if (!state.isOn('empty', grant)) {
          rows = withMetrics
            ? metricRows(query, adsLeaves(customerId, customer, ...dateRange(query, customer, state.now())))
            : entities(customerId, customer, query.resource).filter((row) => query.conditions.every((condition) => passes(condition, row[condition.field])));
        }
        rows = order(rows, query).slice(0, query.limit ?? Infinity);
        const size = state.isOn('paging', grant) ? SHORT_BATCH : BATCH_SIZE;
        const fieldMask = query.fields.map((field) => field.split('.').map(camel).join('.')).join(',');
        const batches = [];
        for (let start = 0; start === 0 || start < rows.length; start += size) {
          const results = rows.slice(start, start + size).map((row) => render(row, query.fields));
          batches.push({ ...(results.length ? { results } : {}), fieldMask, requestId });
        }
        return batches;
      } catch (error) {
        if (error instanceof GaqlError) return sendFailure(reply, queryError('UNEXPECTED_INPUT', error.message));
        if (error instanceof AdsFailure) return sendFailure(reply, error);
        throw error;
      }
    },
  );
};
