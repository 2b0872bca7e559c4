import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@pulseboard/shared/contracts';
import { envSchema } from './env-schema.js';
import { servedEntryPath } from './lib/remote-entries.js';

/** The repository root: the parent of api/ (this file lives in api/src or api/dist). */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

/**
 * What a stopping process keeps of its grace after the running jobs had
 * theirs: closing HTTP once its last requests are answered, the database
 * pool, and the embedded PostgreSQL.
 */
const SHUTDOWN_CLOSE_MARGIN_MS = 10_000;

/** Running jobs finish within the shutdown grace, with the margin left for closing the rest; past it they are handed back for a retry. */
const jobsStopTimeoutMs = (graceMs: number) => graceMs - SHUTDOWN_CLOSE_MARGIN_MS;

function toConfig(env: z.output<typeof envSchema>) {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  // A production deployment serves real customers: demo logins with a published password and a fake
  // Google that hands out tokens have no place there unless asked for by name.
  const production = env.NODE_ENV === 'production';
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    database: {
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    },
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    appUrl,
    appKey: env.APP_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    productTitle: env.PRODUCT_TITLE,
    maxWidgetsForPdf: env.MAX_WIDGETS_FOR_PDF,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    secureCookie: env.SESSION_SECURE_COOKIE,
    rateLimit: { loginMax: env.RATE_LIMIT_LOGIN_MAX, loginAddressMax: env.RATE_LIMIT_LOGIN_ADDRESS_MAX, registerMax: env.RATE_LIMIT_REGISTER_MAX },
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_URL`] ?? servedEntryPath(name)])) as Record<RemoteName, string>,
    webRoot: path.resolve(env.WEB_ROOT ?? REPO_ROOT),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    seedDemo: env.SEED_DEMO ?? !production,
    realtime: {
      cluster: env.PUSHER_APP_CLUSTER,
      builtIn: { appId: env.REALTIME_APP_ID, key: env.REALTIME_APP_KEY, secret: env.REALTIME_APP_SECRET },
      limits: { total: env.REALTIME_MAX_CONNECTIONS, perAddress: env.REALTIME_MAX_CONNECTIONS_PER_IP },
      pusher:
        env.PUSHER_APP_ID && env.PUSHER_APP_KEY && env.PUSHER_APP_SECRET
          ? { appId: env.PUSHER_APP_ID, key: env.PUSHER_APP_KEY, secret: env.PUSHER_APP_SECRET, host: env.PUSHER_HOST, port: env.PUSHER_PORT, scheme: env.PUSHER_SCHEME }
          : undefined,
    },
    sourceCredentialsKey: env.SOURCE_CREDENTIALS_KEY,
    whitelabel: {
      cnameTarget: (env.WHITELABEL_CNAME_TARGET ?? new URL(appUrl).hostname).toLowerCase(),
      spfInclude: (env.MAIL_SPF_INCLUDE ?? `_spf.${new URL(appUrl).hostname}`).toLowerCase(),
      dnsServers:
        env.DNS_SERVERS?.split(',')
          .map((server) => server.trim())
          .filter(Boolean) ?? [],
      dnsTimeoutMs: env.DNS_TIMEOUT_MS,
      recheckMs: env.WHITELABEL_RECHECK_MINUTES * 60_000,
    },
    uploads: { maxFiles: env.UPLOADS_MAX_FILES_PER_COMPANY, maxBytes: env.UPLOADS_MAX_MB_PER_COMPANY * 1024 * 1024, cleanupMs: env.UPLOADS_CLEANUP_MINUTES * 60_000 },
    /** Where uploads and PDFs are kept: an S3-compatible bucket when set, else DATA_DIR. */
    storage: {
      s3:
        env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: env.S3_ENDPOINT,
              bucket: env.S3_BUCKET,
              region: env.S3_REGION ?? 'us-east-1',
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
            }
          : undefined,
    },
    query: {
      cacheTtlMs: env.QUERY_CACHE_TTL_SECONDS * 1000,
      realTimeCacheTtlMs: env.QUERY_REALTIME_CACHE_TTL_SECONDS * 1000,
      cacheMaxBytes: env.QUERY_CACHE_MAX_MB * 1024 * 1024,
      sourceConcurrency: env.QUERY_SOURCE_CONCURRENCY,
      providerTimeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
    },
    dashboards: { lockTimeoutMs: env.DASHBOARD_LOCK_TIMEOUT_SECONDS * 1000 },
    shutdown: { graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000 },
    jobs: { worker: env.JOBS_WORKER, stopTimeoutMs: jobsStopTimeoutMs(env.SHUTDOWN_GRACE_SECONDS * 1000) },
    pdf: {
      chromiumPath: env.CHROMIUM_PATH,
      renderUrl: env.PDF_RENDER_URL ?? appUrl,
      concurrency: env.PDF_CONCURRENCY,
      renderTimeoutMs: env.PDF_RENDER_TIMEOUT_SECONDS * 1000,
      reuseMs: env.PDF_REUSE_SECONDS * 1000,
      rendersPerMinute: env.PDF_RENDERS_PER_MINUTE,
    },
    campaigns: {
      checks: env.CAMPAIGN_CHECKS,
      allowPrivateAddresses: env.CAMPAIGN_CHECKS_ALLOW_PRIVATE,
      checkTimeoutMs: env.CAMPAIGN_CHECK_TIMEOUT_SECONDS * 1000,
      tickMs: env.CAMPAIGNS_TICK_SECONDS * 1000,
      digestHour: env.CAMPAIGN_DIGEST_HOUR,
    },
    reports: { tickMs: env.REPORTS_TICK_SECONDS * 1000, retries: env.REPORT_SEND_RETRIES, retryDelaySeconds: env.REPORT_RETRY_DELAY_SECONDS },
    loadShedding: {
      maxEventLoopDelayMs: env.LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: env.LOAD_SHEDDING_MAX_HEAP_USED_MB * 1024 * 1024,
      maxRssBytes: env.LOAD_SHEDDING_MAX_RSS_MB * 1024 * 1024,
      retryAfterSeconds: env.LOAD_SHEDDING_RETRY_AFTER_SECONDS,
    },
    errorReporting: { apiDsn: env.SENTRY_DSN, browserDsn: env.SENTRY_BROWSER_DSN, environment: env.SENTRY_ENVIRONMENT },
    billing: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
          : undefined,
      trialDays: env.TRIAL_DAYS,
      dunningDays: env.BILLING_DUNNING_DAYS,
      clockMs: env.BILLING_CLOCK_MINUTES * 60_000,
    },
    /** The OAuth clients of sign-in through Facebook and LinkedIn; Google's is connectors.google.client. */
    signIn: {
      facebook: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? { id: env.FACEBOOK_APP_ID, secret: env.FACEBOOK_APP_SECRET } : undefined,
      linkedin: env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET ? { id: env.LINKEDIN_CLIENT_ID, secret: env.LINKEDIN_CLIENT_SECRET } : undefined,
    },
    connectors: {
      sandbox: env.CONNECTORS_SANDBOX ?? (!production && !env.GOOGLE_CLIENT_ID),
      google: {
        client: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { id: env.GOOGLE_CLIENT_ID, secret: env.GOOGLE_CLIENT_SECRET } : undefined,
        urls: {
          accounts: env.GOOGLE_ACCOUNTS_URL,
          oauth2: env.GOOGLE_OAUTH2_URL,
          apis: env.GOOGLE_APIS_URL,
          analyticsAdmin: env.GOOGLE_ANALYTICS_ADMIN_URL,
          analyticsData: env.GOOGLE_ANALYTICS_DATA_URL,
          ads: env.GOOGLE_ADS_URL,
          businessAccounts: env.GOOGLE_BUSINESS_ACCOUNTS_URL,
          businessInformation: env.GOOGLE_BUSINESS_INFORMATION_URL,
          businessPerformance: env.GOOGLE_BUSINESS_PERFORMANCE_URL,
          sheets: env.GOOGLE_SHEETS_URL,
        },
      },
      /** Meta's app is the sign-in one (signIn.facebook); these are its hosts. */
      meta: { urls: { www: env.FACEBOOK_WWW_URL, graph: env.FACEBOOK_GRAPH_URL } },
      /** LinkedIn's app is the sign-in one (signIn.linkedin); these are its hosts. */
      linkedin: { urls: { www: env.LINKEDIN_WWW_URL, api: env.LINKEDIN_API_URL } },
      tiktok: {
        app: env.TIKTOK_APP_ID && env.TIKTOK_APP_SECRET ? { id: env.TIKTOK_APP_ID, secret: env.TIKTOK_APP_SECRET } : undefined,
        urls: { auth: env.TIKTOK_AUTH_URL, api: env.TIKTOK_API_URL },
      },
      mailchimp: {
        client: env.MAILCHIMP_CLIENT_ID && env.MAILCHIMP_CLIENT_SECRET ? { id: env.MAILCHIMP_CLIENT_ID, secret: env.MAILCHIMP_CLIENT_SECRET } : undefined,
        urls: { login: env.MAILCHIMP_LOGIN_URL, api: env.MAILCHIMP_API_URL },
      },
      zendeskSell: {
        client: env.ZENDESK_SELL_CLIENT_ID && env.ZENDESK_SELL_CLIENT_SECRET ? { id: env.ZENDESK_SELL_CLIENT_ID, secret: env.ZENDESK_SELL_CLIENT_SECRET } : undefined,
        url: env.ZENDESK_SELL_URL,
      },
      /** Salesflare needs no app of ours (each account has its own API key); this is its host. */
      salesflare: { url: env.SALESFLARE_API_URL },
      /** Serpstat, Rank Ranger and SE Ranking need no app of ours (each account has its own API key); these are their hosts. */
      serpstat: { url: env.SERPSTAT_API_URL },
      rankranger: { url: env.RANKRANGER_API_URL },
      seranking: { url: env.SERANKING_API_URL },
      /** Semrush and Ahrefs need no app of ours (each account has its own API key); these are their hosts. */
      semrush: { urls: { api: env.SEMRUSH_API_URL, www: env.SEMRUSH_WWW_URL } },
      ahrefs: { url: env.AHREFS_API_URL },
      accuranker: {
        client: env.ACCURANKER_CLIENT_ID && env.ACCURANKER_CLIENT_SECRET ? { id: env.ACCURANKER_CLIENT_ID, secret: env.ACCURANKER_CLIENT_SECRET } : undefined,
        url: env.ACCURANKER_URL,
      },
      /** Addresses users give the product to fetch (WooCommerce stores). */
      userUrls: { allowHttp: env.USER_URLS_ALLOW_HTTP },
    },
  };
}

/** Settings read from the environment; the database URL and the key may still be missing. */
export type EnvConfig = ReturnType<typeof toConfig>;

/** What the app runs with: the environment plus a resolved database and signing key. */
export type AppConfig = Omit<EnvConfig, 'databaseUrl' | 'appKey'> & { databaseUrl: string; appKey: string };

export class ConfigError extends Error {}

/** Parses the environment once, failing with every problem listed rather than the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid environment:\n${problems}`);
  }
  return toConfig(parsed.data);
}
