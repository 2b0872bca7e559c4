import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeEqual } from '../lib/tokens.js';
import { HttpError } from '../lib/errors.js';
import { messageSchema } from '../routes/schemas.js';
import { MAX_CHANNELS_PER_TRIGGER, MAX_DATA_BYTES, toBroadcast, type Broadcast } from './broadcast.js';
import { MAX_EVENT_NAME_LENGTH, isChannelName, isSocketId } from './protocol.js';
import { md5, signRequest, type AppCredentials } from './signatures.js';

export interface TriggerApiOptions {
  credentials: AppCredentials;
  publish(broadcast: Broadcast): Promise<void>;
}

/** How far a request's auth_timestamp may be from our clock (Pusher's own window). */
const MAX_CLOCK_SKEW_SECONDS = 600;

const channelName = z.string().refine(isChannelName, 'Invalid channel name.');
const eventFields = {
  name: z.string().min(1).max(MAX_EVENT_NAME_LENGTH),
  data: z.string().refine((data) => Buffer.byteLength(data) <= MAX_DATA_BYTES, `Event data is limited to ${MAX_DATA_BYTES} bytes.`),
  socket_id: z.string().refine(isSocketId, 'Invalid socket id.').optional(),
  info: z.string().optional(),
};
const eventBodySchema = z
  .object({ ...eventFields, channels: z.array(channelName).min(1).max(MAX_CHANNELS_PER_TRIGGER).optional(), channel: channelName.optional() })
  .refine((body) => (body.channels === undefined) !== (body.channel === undefined), { message: 'Give either channels or channel.', path: ['channels'] });
const batchBodySchema = z.object({
  batch: z
    .array(z.object({ ...eventFields, channel: channelName }))
    .min(1)
    .max(10),
});

const refuse = (message: string) => new HttpError(401, message);

/**
 * Authenticates a Pusher HTTP API request: the right key, a fresh timestamp,
 * the body's MD5, and the HMAC over method, path and query. Runs before the
 * body is validated, so an unsigned caller learns nothing about the schema.
 */
function verifier(credentials: AppCredentials) {
  return async (request: FastifyRequest<{ Params: { appId: string } }>) => {
    if (request.params.appId !== credentials.appId) throw new HttpError(404, 'Unknown app.');
    const query = request.query as Record<string, unknown>;
    if (Object.values(query).some((value) => typeof value !== 'string')) throw refuse('Repeated query parameters.');
    const params = query as Record<string, string>;
    if (params.auth_key !== credentials.key) throw refuse('Unknown auth_key.');
    if (params.auth_version !== '1.0') throw refuse('Unsupported auth_version: 1.0 expected.');
    const timestamp = Number(params.auth_timestamp);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
      throw refuse(`Timestamp expired: auth_timestamp must be within ${MAX_CLOCK_SKEW_SECONDS} seconds of the server's clock.`);
    }
    const raw = typeof request.body === 'string' ? request.body : '';
    if (params.body_md5 !== md5(raw)) throw refuse('body_md5 does not match the body.');
    const expected = signRequest(credentials.secret, request.method, request.url.split('?')[0] ?? '', params);
    if (!safeEqual(params.auth_signature ?? '', expected)) throw refuse('Invalid signature.');
    try {
      request.body = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'The body is not valid JSON.');
    }
  };
}

/**
 * The Pusher HTTP trigger API on the built-in server (`POST /apps/{id}/events`
 * and `/batch_events`), so any Pusher server SDK can publish to it. Signed
 * server-to-server calls: no session, no CSRF token.
 */
const triggerApi: FastifyPluginAsyncZod<TriggerApiOptions> = async (app, { credentials, publish }) => {
  // The signature covers the body's exact bytes, so it is kept as text here and parsed once verified.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('preValidation', verifier(credentials));

  const common = {
    tags: ['realtime'],
    params: z.object({ appId: z.string() }),
    querystring: z.object({ auth_key: z.string(), auth_timestamp: z.string(), auth_version: z.string(), body_md5: z.string(), auth_signature: z.string() }),
    response: { 200: z.object({}), 400: messageSchema, 401: messageSchema, 404: messageSchema },
  };

  app.post('/apps/:appId/events', { config: { csrf: false }, schema: { ...common, summary: 'Trigger an event on channels (Pusher HTTP API)', body: eventBodySchema } }, async (request) => {
    const { channels, channel, name, data, socket_id: socketId } = request.body;
    await publish(toBroadcast(channels ?? (channel ? [channel] : []), name, data, { socketId }));
    return {};
  });

  app.post('/apps/:appId/batch_events', { config: { csrf: false }, schema: { ...common, summary: 'Trigger up to 10 events at once (Pusher HTTP API)', body: batchBodySchema } }, async (request) => {
    for (const event of request.body.batch) await publish(toBroadcast([event.channel], event.name, event.data, { socketId: event.socket_id }));
    return {};
  });
};

export default triggerApi;
