import { z } from 'zod';
import { REMOTE_NAMES, DEFAULT_PRODUCT_TITLE, type RemoteName } from '@pulseboard/shared/contracts';

/**
 * The environment the API reads, variable by variable: each one's parser,
 * default and meaning (the README's settings table says the same for
 * people). config.ts turns the parsed variables into the app's settings.
 */

/** A system PostgreSQL usually owns 5432; the embedded one must never collide with it. */
export const RESERVED_PG_PORT = 5432;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value)));

/** A flag whose default depends on other variables: undefined when unset. */
const optionalFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value)));

const baseUrl = optionalText.pipe(z.url({ error: 'must be an absolute URL.' }).optional()).transform((value) => value?.replace(/\/+$/, ''));

const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? Number(value) : fallback))
    .pipe(z.number().int().min(min).max(max));

/**
 * Fastify's trustProxy accepts true (trust every hop), a hop count, or a
 * comma-separated list of addresses/CIDRs. "false"/"0"/unset trusts nobody.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value): boolean | number | string => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    return text;
  });

const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, optionalText])) as Record<`REMOTE_${Uppercase<RemoteName>}_URL`, typeof optionalText>;

/** Pusher app ids and keys travel in URL paths (/app/<key>, /apps/<id>/events). */
const pusherCredential = optionalText.pipe(
  z
    .string()
    .regex(/^[\w.-]+$/, 'may hold letters, digits, dots, dashes and underscores only.')
    .optional(),
);

const PUSHER_CREDENTIALS = ['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET'] as const;
/** OAuth clients given as an id and a secret, which only work together. */
const CLIENT_CREDENTIAL_PAIRS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  ['TIKTOK_APP_ID', 'TIKTOK_APP_SECRET'],
  ['MAILCHIMP_CLIENT_ID', 'MAILCHIMP_CLIENT_SECRET'],
  ['ZENDESK_SELL_CLIENT_ID', 'ZENDESK_SELL_CLIENT_SECRET'],
  ['ACCURANKER_CLIENT_ID', 'ACCURANKER_CLIENT_SECRET'],
] as const;
/** S3 storage needs a bucket and its keys; the other S3 settings mean nothing without them. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_SETTINGS = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;
const STRIPE_CREDENTIALS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export const envSchema = z
  .object({
    /** PORT: HTTP port of the API and the front ends. Default 8080. */
    PORT: integer(8080, 0, 65535),
    /** HOST: interface to listen on. Default 0.0.0.0 (all interfaces). */
    HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
    /** DATABASE_URL: PostgreSQL connection string. Unset: an embedded PostgreSQL runs in DATA_DIR/pg. */
    DATABASE_URL: optionalText,
    /** DATABASE_POOL_SIZE: connections this process opens to PostgreSQL at most. Default 10. */
    DATABASE_POOL_SIZE: integer(10, 1, 200),
    /** DATABASE_CONNECT_TIMEOUT_SECONDS: how long a request waits for a free connection before a 503. Default 5. */
    DATABASE_CONNECT_TIMEOUT_SECONDS: integer(5, 1, 120),
    /** DATABASE_STATEMENT_TIMEOUT_SECONDS: a statement running longer is cancelled (503); a transaction idle twice as long is ended. Default 15. */
    DATABASE_STATEMENT_TIMEOUT_SECONDS: integer(15, 1, 3_600),
    /** DATA_DIR: local state (embedded database, generated keys, mail files). Default <repo>/.data; relative paths resolve from the working directory. */
    DATA_DIR: optionalText,
    /** APP_URL: public base URL used in e-mail links and the realtime host. Default http://localhost:PORT. */
    APP_URL: optionalText.pipe(z.url({ error: 'APP_URL must be an absolute URL.' }).optional()),
    /** APP_KEY: secret for signing CSRF tokens. Unset: a random key is generated once into DATA_DIR/app.key. */
    APP_KEY: optionalText.pipe(z.string().min(16, 'APP_KEY must be at least 16 characters.').optional()),
    /** SMTP_URL: nodemailer SMTP URL (smtp://user:pass@host:587). Unset: messages are written to DATA_DIR/mail/*.eml. */
    SMTP_URL: optionalText,
    /** MAIL_FROM: sender of every e-mail. Default "Pulseboard <no-reply@pulseboard.app>". */
    MAIL_FROM: optionalText.transform((value) => value ?? 'Pulseboard <no-reply@pulseboard.app>'),
    /** WHITELABEL_CNAME_TARGET: the host agencies point their white-label domain at (CNAME). Default the host of APP_URL. */
    WHITELABEL_CNAME_TARGET: optionalText,
    /** MAIL_SPF_INCLUDE: what a white-label sender's SPF record must include (the sending service's SPF domain). Default "_spf." plus the host of APP_URL. */
    MAIL_SPF_INCLUDE: optionalText,
    /** DNS_SERVERS: comma-separated "address" or "address:port" the white-label checks and the fetching of user-given addresses (WooCommerce stores) ask; default the system's resolvers. */
    DNS_SERVERS: optionalText,
    /** DNS_TIMEOUT_MS: how long one DNS question may take before the check says the DNS could not be asked. Default 3000. */
    DNS_TIMEOUT_MS: integer(3000, 100, 30_000),
    /** WHITELABEL_RECHECK_MINUTES: how often verified white-label domains and senders are checked again (0: never). Default 60. */
    WHITELABEL_RECHECK_MINUTES: integer(60, 0, 10_080),
    /** PRODUCT_TITLE: product name shown in page titles and e-mails. Default "Pulseboard". */
    PRODUCT_TITLE: optionalText.transform((value) => value ?? DEFAULT_PRODUCT_TITLE),
    /** MAX_WIDGETS_FOR_PDF: dashboards with more widgets cannot be exported to PDF. Default 50. */
    MAX_WIDGETS_FOR_PDF: integer(50, 1, 10_000),
    /** LOG_LEVEL: pino level (fatal, error, warn, info, debug, trace, silent). Default info. */
    LOG_LEVEL: z.enum(LOG_LEVELS).optional().default('info'),
    /** TRUST_PROXY: true, a hop count, or a list of proxy addresses whose X-Forwarded-* headers are believed. Default off. */
    TRUST_PROXY: trustProxy,
    /** SESSION_SECURE_COOKIE: 1 forces the Secure cookie flag even on plain HTTP (a TLS request always gets it). Default 0. */
    SESSION_SECURE_COOKIE: flag(false),
    /** RATE_LIMIT_LOGIN_MAX: login attempts per minute per IP and e-mail. Default 10. */
    RATE_LIMIT_LOGIN_MAX: integer(10, 1, 100_000),
    /** RATE_LIMIT_LOGIN_ADDRESS_MAX: login attempts per 15 minutes per IP, whatever the e-mail. Default 100. */
    RATE_LIMIT_LOGIN_ADDRESS_MAX: integer(100, 1, 1_000_000),
    /** RATE_LIMIT_REGISTER_MAX: registrations per hour per IP. Default 20. */
    RATE_LIMIT_REGISTER_MAX: integer(20, 1, 100_000),
    /** REMOTE_<NAME>_URL (NAME: DASHBOARDS, GROUPS, COMPANY, AUTH): URL of a remote's remoteEntry.js. Default /remotes/<name>/remoteEntry.js. */
    ...remoteUrls,
    /** WEB_ROOT: where the built front ends live (host/dist, mfe-<name>/dist). Default the repository root. */
    WEB_ROOT: optionalText,
    /** EMBEDDED_PG_PORT: port of the embedded PostgreSQL. Default 54329, or any free port when that one is taken. Never 5432. */
    EMBEDDED_PG_PORT: integer(0, 0, 65535)
      .refine((port) => port !== RESERVED_PG_PORT, 'EMBEDDED_PG_PORT may not be 5432, which is left to a system PostgreSQL.')
      .transform((port) => (port === 0 ? undefined : port)),
    /** NODE_ENV: production turns the demo seed and the connectors sandbox off unless SEED_DEMO / CONNECTORS_SANDBOX ask for them. */
    NODE_ENV: optionalText,
    /** SEED_DEMO: seed the demo workspace on an empty database. Default 1, but 0 when NODE_ENV is production. */
    SEED_DEMO: optionalFlag,
    /** REALTIME_APP_ID: app id of the built-in Pusher-protocol server (its HTTP trigger API is /apps/<id>/events). Default pulseboard. */
    REALTIME_APP_ID: pusherCredential.optional().transform((value) => value ?? 'pulseboard'),
    /** REALTIME_APP_KEY: public key of the built-in server. Unset: generated once into DATA_DIR/realtime-app.key. */
    REALTIME_APP_KEY: pusherCredential.optional(),
    /** REALTIME_APP_SECRET: signing secret of the built-in server. Unset: generated once into DATA_DIR/realtime-app.secret. */
    REALTIME_APP_SECRET: optionalText.pipe(z.string().min(16, 'REALTIME_APP_SECRET must be at least 16 characters.').optional()),
    /** PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET: an external Pusher-compatible server (Pusher, soketi, Reverb); all three or none. */
    PUSHER_APP_ID: optionalText,
    PUSHER_APP_KEY: optionalText,
    PUSHER_APP_SECRET: optionalText,
    /** PUSHER_HOST: host of the external server, for the API and the browser alike. Default Pusher's own (api-/ws-<cluster>.pusher.com). */
    PUSHER_HOST: optionalText,
    /** PUSHER_PORT: port of the external server. Default 443 for https, 80 for http. */
    PUSHER_PORT: integer(0, 0, 65535).transform((port) => (port === 0 ? undefined : port)),
    /** PUSHER_SCHEME: http or https (https also forces TLS in the browser). Default https. */
    PUSHER_SCHEME: z.enum(['http', 'https']).optional().default('https'),
    /** PUSHER_APP_CLUSTER: Pusher's cluster, which picks its hosts (api-/ws-<cluster>.pusher.com) where PUSHER_HOST is not set. Default mt1. */
    PUSHER_APP_CLUSTER: optionalText.transform((value) => value ?? 'mt1'),
    /** REALTIME_MAX_CONNECTIONS: open websocket connections one API process holds at most; more are refused with 503. Default 10000. */
    REALTIME_MAX_CONNECTIONS: integer(10_000, 1, 1_000_000),
    /** REALTIME_MAX_CONNECTIONS_PER_IP: open websocket connections from one client address; more are refused with 429. Default 100. */
    REALTIME_MAX_CONNECTIONS_PER_IP: integer(100, 1, 1_000_000),
    /** SOURCE_CREDENTIALS_KEY: 64 hex characters (32 bytes) sealing source credentials at rest. Unset: generated once into DATA_DIR/credentials.key. */
    SOURCE_CREDENTIALS_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'SOURCE_CREDENTIALS_KEY must be 64 hex characters.')
        .optional(),
    ),
    /** QUERY_CACHE_TTL_SECONDS: how long a connector's answer is reused for the same widget question. Default 300. */
    QUERY_CACHE_TTL_SECONDS: integer(300, 0, 86_400),
    /** QUERY_REALTIME_CACHE_TTL_SECONDS: the same for real-time answers. Default 30. */
    QUERY_REALTIME_CACHE_TTL_SECONDS: integer(30, 0, 3_600),
    /** UPLOADS_MAX_FILES_PER_COMPANY: images one company may keep uploaded. Default 500. */
    UPLOADS_MAX_FILES_PER_COMPANY: integer(500, 1, 1_000_000),
    /** UPLOADS_MAX_MB_PER_COMPANY: megabytes of images one company may keep uploaded. Default 250. */
    UPLOADS_MAX_MB_PER_COMPANY: integer(250, 1, 1_000_000),
    /** UPLOADS_CLEANUP_MINUTES: how often a jobs worker removes uploads nothing references any more, a day after their upload (0: never, for tests that drive it). Default 60. */
    UPLOADS_CLEANUP_MINUTES: integer(60, 0, 10_080),
    /** S3_BUCKET: keep uploads and PDFs in this bucket of an S3-compatible store instead of DATA_DIR; needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. Unset: the local disk. */
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes.')
        .optional(),
    ),
    /** S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the store's credentials. */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** S3_ENDPOINT: the store's URL (MinIO, Ceph, R2, ...). Unset: AWS S3 of S3_REGION. */
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http or https URL.' }).optional()).transform((value) => value?.replace(/\/+$/, '')),
    /** S3_REGION: the bucket's region (signatures name it). Default us-east-1. */
    S3_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'S3_REGION must be a region name such as eu-west-1.')
        .optional(),
    ),
    /** S3_FORCE_PATH_STYLE: address the bucket in the path (endpoint/bucket/key) rather than as a host name. Default 1 when S3_ENDPOINT is set, else 0. */
    S3_FORCE_PATH_STYLE: optionalFlag,
    /** QUERY_CACHE_MAX_MB: what the query cache may hold in all, measured as the JSON size of the results it keeps. Default 64. */
    QUERY_CACHE_MAX_MB: integer(64, 1, 16_384),
    /** PROVIDER_TIMEOUT_SECONDS: a provider (Google, Meta, ...) not answering a call within this is treated as down: the widget shows a temporary error. Default 30. */
    PROVIDER_TIMEOUT_SECONDS: integer(30, 1, 300),
    /** QUERY_SOURCE_CONCURRENCY: provider calls at once per source; more wait their turn. Default 4. */
    QUERY_SOURCE_CONCURRENCY: integer(4, 1, 100),
    /** DASHBOARD_LOCK_TIMEOUT_SECONDS: an edit lock not renewed for this long lapses (editors renew every 30 s). Default 120. */
    DASHBOARD_LOCK_TIMEOUT_SECONDS: integer(120, 60, 3_600),
    /** SHUTDOWN_GRACE_SECONDS: how long a stopping process (SIGTERM, SIGINT) may take to finish its requests and running jobs before it exits anyway; running jobs get all of it but the last 10 s. Default 30. */
    SHUTDOWN_GRACE_SECONDS: integer(30, 15, 3_600),
    /** JOBS_WORKER: this process works the background jobs (PDF rendering). 0 leaves them to worker processes (node dist/worker.js). Default 1. */
    JOBS_WORKER: flag(true),
    /** CHROMIUM_PATH: the Chromium that renders PDFs (and runs the e2e suite). Default /usr/bin/chromium. */
    CHROMIUM_PATH: optionalText.transform((value) => value ?? '/usr/bin/chromium'),
    /** PDF_RENDER_URL: base URL the PDF renderer opens the print view at, e.g. an internal address of the API. Default APP_URL. */
    PDF_RENDER_URL: baseUrl,
    /** PDF_CONCURRENCY: PDFs one worker process renders at once. Default 2. */
    PDF_CONCURRENCY: integer(2, 1, 16),
    /** PDF_RENDER_TIMEOUT_SECONDS: how long the print view may take to become ready before the render fails. Default 60. */
    PDF_RENDER_TIMEOUT_SECONDS: integer(60, 5, 600),
    /** PDF_REUSE_SECONDS: how long a finished PDF answers identical requests (a change of the dashboard or the range makes a new one); older files are deleted. Default 3600. */
    PDF_REUSE_SECONDS: integer(3600, 60, 7 * 86_400),
    /** PDF_RENDERS_PER_MINUTE: new PDFs one viewer may ask for per minute (polling and reused files do not count). Default 6. */
    PDF_RENDERS_PER_MINUTE: integer(6, 1, 1000),
    /** REPORTS_TICK_SECONDS: how often a jobs worker looks for automatic reports that are due (0: never, for tests that drive it). Default 30. */
    REPORTS_TICK_SECONDS: integer(30, 0, 3_600),
    /** CAMPAIGN_CHECKS: Mission Control checks each domain's site daily over HTTPS (availability, response time, certificate). 0 turns the checks off. Default 1. */
    CAMPAIGN_CHECKS: flag(true),
    /** CAMPAIGN_CHECKS_ALLOW_PRIVATE: test setting: lets the site checks reach private and loopback addresses. Default 0. */
    CAMPAIGN_CHECKS_ALLOW_PRIVATE: flag(false),
    /** CAMPAIGN_CHECK_TIMEOUT_SECONDS: how long one site check may take before the site counts as down. Default 10. */
    CAMPAIGN_CHECK_TIMEOUT_SECONDS: integer(10, 1, 60),
    /** CAMPAIGNS_TICK_SECONDS: how often a jobs worker queues Mission Control's due gathering and digests (0: never, for tests that drive it). Default 300. */
    CAMPAIGNS_TICK_SECONDS: integer(300, 0, 3_600),
    /** CAMPAIGN_DIGEST_HOUR: the hour of the company's day from which its Mission Control digest is sent. Default 8. */
    CAMPAIGN_DIGEST_HOUR: integer(8, 0, 23),
    /** REPORT_SEND_RETRIES: further attempts at a report e-mail that failed, with exponential backoff. Default 4. */
    REPORT_SEND_RETRIES: integer(4, 0, 20),
    /** REPORT_RETRY_DELAY_SECONDS: the first retry's delay; each next one waits about twice as long (at most an hour). Default 60. */
    REPORT_RETRY_DELAY_SECONDS: integer(60, 1, 3_600),
    /** LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: new requests get 503 while the event loop lags more than this on average (0: never). Default 1000. */
    LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: integer(1000, 0, 60_000),
    /** LOAD_SHEDDING_MAX_HEAP_USED_MB: new requests get 503 while the JavaScript heap holds more than this. Default 0 (off). */
    LOAD_SHEDDING_MAX_HEAP_USED_MB: integer(0, 0, 1_048_576),
    /** LOAD_SHEDDING_MAX_RSS_MB: new requests get 503 while the process's resident memory is above this. Default 0 (off). */
    LOAD_SHEDDING_MAX_RSS_MB: integer(0, 0, 1_048_576),
    /** LOAD_SHEDDING_RETRY_AFTER_SECONDS: the Retry-After of those 503s. Default 10. */
    LOAD_SHEDDING_RETRY_AFTER_SECONDS: integer(10, 1, 3_600),
    /** SENTRY_DSN: error tracking of the API (Sentry). Unset: off. */
    SENTRY_DSN: optionalText,
    /** SENTRY_BROWSER_DSN: error tracking of the browser app. Unset: off. */
    SENTRY_BROWSER_DSN: optionalText,
    /** SENTRY_ENVIRONMENT: environment name attached to reports. Default production. */
    SENTRY_ENVIRONMENT: optionalText.transform((value) => value ?? 'production'),
    /** CONNECTORS_SANDBOX: serve local fakes of the providers under /sandbox and point the connectors at them. Default 1 when GOOGLE_CLIENT_ID is unset, but 0 when NODE_ENV is production. */
    CONNECTORS_SANDBOX: optionalFlag,
    /** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: the Google OAuth client of the Google sources (redirect URI APP_URL/api/sources/oauth/<type>/callback); both or neither. */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /**
     * GOOGLE_ACCOUNTS_URL, GOOGLE_OAUTH2_URL, GOOGLE_APIS_URL, GOOGLE_ANALYTICS_ADMIN_URL, GOOGLE_ANALYTICS_DATA_URL,
     * GOOGLE_ADS_URL, GOOGLE_BUSINESS_ACCOUNTS_URL, GOOGLE_BUSINESS_INFORMATION_URL, GOOGLE_BUSINESS_PERFORMANCE_URL,
     * GOOGLE_SHEETS_URL: Google hosts, for a proxy or a fake. Default Google's (or the sandbox's).
     */
    GOOGLE_ACCOUNTS_URL: baseUrl,
    GOOGLE_OAUTH2_URL: baseUrl,
    GOOGLE_APIS_URL: baseUrl,
    GOOGLE_ANALYTICS_ADMIN_URL: baseUrl,
    GOOGLE_ANALYTICS_DATA_URL: baseUrl,
    GOOGLE_ADS_URL: baseUrl,
    GOOGLE_BUSINESS_ACCOUNTS_URL: baseUrl,
    GOOGLE_BUSINESS_INFORMATION_URL: baseUrl,
    GOOGLE_BUSINESS_PERFORMANCE_URL: baseUrl,
    GOOGLE_SHEETS_URL: baseUrl,
    /**
     * FACEBOOK_WWW_URL, FACEBOOK_GRAPH_URL: Meta's hosts for the Facebook Ads, Facebook Pages and Instagram
     * sources (the login dialog, the Graph API), for a proxy or a fake. Default Meta's (or the sandbox's).
     */
    FACEBOOK_WWW_URL: baseUrl,
    FACEBOOK_GRAPH_URL: baseUrl,
    /** USER_URLS_ALLOW_HTTP: test setting: addresses users give (a WooCommerce store) may be plain http too. Private and local addresses stay refused. Default 0. */
    USER_URLS_ALLOW_HTTP: flag(false),
    /** FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: the Meta app people sign in with (redirect URI APP_URL/register/facebook/callback), and which the Facebook Ads, Pages and Instagram sources connect through (redirect URI APP_URL/api/sources/oauth/<type>/callback); both or neither. Google sign-in uses GOOGLE_CLIENT_ID (redirect URI APP_URL/register/google/callback). */
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    /**
     * LINKEDIN_CLIENT_ID, LINKEDIN_CLIENT_SECRET: the LinkedIn app people sign in with ("Sign In with LinkedIn using OpenID Connect",
     * redirect URI APP_URL/register/linkedin/callback), and which the LinkedIn Ads and LinkedIn Pages sources connect through
     * (Advertising API and Community Management API; redirect URI APP_URL/api/sources/oauth/<type>/callback); both or neither.
     */
    LINKEDIN_CLIENT_ID: optionalText,
    LINKEDIN_CLIENT_SECRET: optionalText,
    /**
     * LINKEDIN_WWW_URL, LINKEDIN_API_URL: LinkedIn's hosts for the LinkedIn Ads and LinkedIn Pages sources (the consent page
     * and token endpoint, the REST API), for a proxy or a fake. Default LinkedIn's (or the sandbox's).
     */
    LINKEDIN_WWW_URL: baseUrl,
    LINKEDIN_API_URL: baseUrl,
    /**
     * TIKTOK_APP_ID, TIKTOK_APP_SECRET: the TikTok for Business developer app the TikTok Ads source connects through
     * (Marketing API, Ads Management and Reporting permissions; redirect URI APP_URL/api/sources/oauth/tiktok/callback); both or neither.
     */
    TIKTOK_APP_ID: optionalText,
    TIKTOK_APP_SECRET: optionalText,
    /**
     * TIKTOK_AUTH_URL, TIKTOK_API_URL: TikTok for Business's host as the browser sees it (the consent page /portal/auth)
     * and as this server reaches it (the token endpoint and the Marketing API /open_api), for a proxy or a fake.
     * Default business-api.tiktok.com (or the sandbox's).
     */
    TIKTOK_AUTH_URL: baseUrl,
    TIKTOK_API_URL: baseUrl,
    /** MAILCHIMP_CLIENT_ID, MAILCHIMP_CLIENT_SECRET: the Mailchimp app the Mailchimp source connects through (redirect URI APP_URL/api/sources/oauth/mailchimp/callback); both or neither. */
    MAILCHIMP_CLIENT_ID: optionalText,
    MAILCHIMP_CLIENT_SECRET: optionalText,
    /**
     * MAILCHIMP_LOGIN_URL, MAILCHIMP_API_URL: Mailchimp's hosts for the Mailchimp source, for a proxy or a fake: the login host
     * (authorize page, token and metadata endpoints), and a Marketing API base below which the account's data centre is a
     * path segment (<url>/us6/3.0/...). Default login.mailchimp.com and https://<dc>.api.mailchimp.com (or the sandbox's).
     */
    MAILCHIMP_LOGIN_URL: baseUrl,
    MAILCHIMP_API_URL: baseUrl,
    /**
     * ZENDESK_SELL_CLIENT_ID, ZENDESK_SELL_CLIENT_SECRET: the Zendesk Sell OAuth app the Zendesk Sell source connects through
     * (scopes read and profile; redirect URI APP_URL/api/sources/oauth/base_me/callback); both or neither.
     */
    ZENDESK_SELL_CLIENT_ID: optionalText,
    ZENDESK_SELL_CLIENT_SECRET: optionalText,
    /** ZENDESK_SELL_URL: Zendesk Sell's host (OAuth and API v2), for a proxy or a fake. Default https://api.getbase.com (or the sandbox's). */
    ZENDESK_SELL_URL: baseUrl,
    /** SALESFLARE_API_URL: Salesflare's API, for a proxy or a fake. Default https://api.salesflare.com (or the sandbox's). */
    SALESFLARE_API_URL: baseUrl,
    /** SERPSTAT_API_URL: Serpstat's API host (JSON-RPC at /v4/), for a proxy or a fake. Default https://api.serpstat.com (or the sandbox's). */
    SERPSTAT_API_URL: baseUrl,
    /** RANKRANGER_API_URL: Rank Ranger's API (methods at /api/v2/), for a proxy or a fake. Default https://www.rankranger.com (or the sandbox's). */
    RANKRANGER_API_URL: baseUrl,
    /** SERANKING_API_URL: SE Ranking's API (the project API at /v1/project-management), for a proxy or a fake. Default https://api.seranking.com (or the sandbox's). */
    SERANKING_API_URL: baseUrl,
    /**
     * SEMRUSH_API_URL, SEMRUSH_WWW_URL: Semrush's API host (domain reports at its root, backlink reports at /analytics/v1/) and
     * its site (the free units balance at /users/countapiunits.html), for a proxy or a fake. Default https://api.semrush.com and
     * https://www.semrush.com (or the sandbox's).
     */
    SEMRUSH_API_URL: baseUrl,
    SEMRUSH_WWW_URL: baseUrl,
    /** AHREFS_API_URL: Ahrefs' API v3 base (…/site-explorer/…), for a proxy or a fake. Default https://api.ahrefs.com/v3 (or the sandbox's). */
    AHREFS_API_URL: baseUrl,
    /**
     * ACCURANKER_CLIENT_ID, ACCURANKER_CLIENT_SECRET: the AccuRanker OAuth app the AccuRanker source connects through
     * (redirect URI APP_URL/api/sources/oauth/accuranker/callback); both or neither.
     */
    ACCURANKER_CLIENT_ID: optionalText,
    ACCURANKER_CLIENT_SECRET: optionalText,
    /** ACCURANKER_URL: AccuRanker's host (the OAuth pages at /oauth/, API v4 at /api/v4), for a proxy or a fake. Default https://app.accuranker.com (or the sandbox's). */
    ACCURANKER_URL: baseUrl,
    /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: Stripe takes the payments (webhook endpoint APP_URL/webhooks/stripe); all three or none. Unset: the sandbox's fake Stripe, or no payments in production. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** TRIAL_DAYS: length of a new company's free trial. Default 14. */
    TRIAL_DAYS: integer(14, 1, 365),
    /** BILLING_DUNNING_DAYS: how long a failed renewal is retried (the company overdue) before the subscription ends. Default 14. */
    BILLING_DUNNING_DAYS: integer(14, 1, 90),
    /** BILLING_CLOCK_MINUTES: how often a jobs worker expires trials and ends unpaid subscriptions (0: never, for tests that drive it). Default 5. */
    BILLING_CLOCK_MINUTES: integer(5, 0, 1_440),
  })
  .superRefine((env, context) => {
    for (const [id, secret] of CLIENT_CREDENTIAL_PAIRS) {
      if (Boolean(env[id]) !== Boolean(env[secret])) context.addIssue({ code: 'custom', path: [`${id}, ${secret}`], message: 'set both, or neither.' });
    }
    const stripe = STRIPE_CREDENTIALS.filter((name) => env[name] !== undefined);
    if (stripe.length > 0 && stripe.length < STRIPE_CREDENTIALS.length) {
      context.addIssue({ code: 'custom', path: [STRIPE_CREDENTIALS.join(', ')], message: 'set all three, or none.' });
    }
    const s3Given = S3_SETTINGS.filter((name) => env[name] !== undefined);
    const s3Missing = S3_REQUIRED.filter((name) => env[name] === undefined);
    if (s3Given.length > 0 && s3Missing.length > 0) {
      context.addIssue({ code: 'custom', path: [s3Missing.join(', ')], message: `set together with ${s3Given.join(', ')} for S3 storage, or leave every S3_ variable unset for the local disk.` });
    }
    const given = PUSHER_CREDENTIALS.filter((name) => env[name] !== undefined);
    if (given.length > 0 && given.length < PUSHER_CREDENTIALS.length) {
      const missing = PUSHER_CREDENTIALS.filter((name) => env[name] === undefined);
      context.addIssue({ code: 'custom', path: [missing.join(', ')], message: `set together with ${given.join(', ')}, or leave all unset for the built-in server.` });
    }
  });
