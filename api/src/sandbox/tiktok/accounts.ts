import type { FastifyReply, FastifyRequest } from 'fastify';
import { field } from '../google/form.js';
import { advertisersOf, authenticate, envelope, invalidParameter, noPermission, ok } from './envelope.js';
import { TIKTOK_ADVERTISERS } from './fixtures.js';
import type { TikTokSandboxOptions } from './options.js';
import { pageOf, stringList } from './query.js';

/** Keeps the fields asked for; none asked: all. */
const pick = (record: Record<string, unknown>, fields: string[] | undefined) => (fields ? Object.fromEntries(fields.filter((name) => name in record).map((name) => [name, record[name]])) : record);

/** GET /oauth2/advertiser/get/: the advertisers the user granted this app, asked with the app's own id and secret. */
export function grantedAdvertisers({ state, client }: TikTokSandboxOptions, request: FastifyRequest, reply: FastifyReply) {
  const grant = authenticate(state, request, reply);
  if (!grant) return reply;
  if (field(request.query, 'app_id') !== client.id || field(request.query, 'secret') !== client.secret) return reply.send(envelope(40101, 'Invalid app_id or secret.'));
  const list = (state.isOn('empty', grant) ? [] : advertisersOf(state, grant)).map((id) => ({ advertiser_id: id, advertiser_name: TIKTOK_ADVERTISERS[id]?.name ?? id }));
  return ok({ list });
}

/** GET /advertiser/info/?advertiser_ids=[...]: each advertiser's name, currency, time zone and status. */
export function advertiserInfo({ state }: TikTokSandboxOptions, request: FastifyRequest, reply: FastifyReply) {
  const grant = authenticate(state, request, reply);
  if (!grant) return reply;
  const ids = stringList(request.query, 'advertiser_ids');
  const fields = stringList(request.query, 'fields');
  if (!ids?.length || fields === null) return invalidParameter(reply, 'advertiser_ids must be a JSON list of up to 100 ids, fields a JSON list of names');
  const granted = advertisersOf(state, grant);
  const refused = ids.find((id) => !granted.includes(id));
  if (refused) return noPermission(reply, refused);
  const list = ids.map((id) => {
    const advertiser = TIKTOK_ADVERTISERS[id]!;
    return pick({ advertiser_id: id, name: advertiser.name, currency: advertiser.currency, timezone: advertiser.timezone, status: advertiser.status }, fields);
  });
  return ok({ list });
}

/** GET /campaign/get/?advertiser_id=: an advertiser's campaigns, paged. */
export function advertiserCampaigns({ state }: TikTokSandboxOptions, request: FastifyRequest, reply: FastifyReply) {
  const grant = authenticate(state, request, reply);
  if (!grant) return reply;
  const advertiserId = field(request.query, 'advertiser_id') ?? '';
  const fields = stringList(request.query, 'fields');
  if (fields === null) return invalidParameter(reply, 'fields must be a JSON list of names');
  if (!advertisersOf(state, grant).includes(advertiserId)) return noPermission(reply, advertiserId);
  const campaigns = (state.isOn('empty', grant) ? [] : TIKTOK_ADVERTISERS[advertiserId]!.campaigns).map((campaign) =>
    pick({ campaign_id: campaign.id, campaign_name: campaign.name, operation_status: campaign.status, objective_type: campaign.objective, advertiser_id: advertiserId }, fields),
  );
  const page = pageOf(request.query, campaigns, state.isOn('paging', grant));
  return page ? ok(page) : invalidParameter(reply, 'page must be at least 1 and page_size from 1 to 1000');
}
