import fp from 'fastify-plugin';
import { startRepeatingTask } from '../../lib/repeating-task.js';
import { GoogleSandboxState } from '../../sandbox/google/index.js';
import { SANDBOX_GOOGLE_PREFIX } from '../../sandbox/google/paths.js';
import { pgSandboxGoogleStore } from '../../sandbox/google/store.js';
import { LinkedInSandboxState } from '../../sandbox/linkedin/index.js';
import { SANDBOX_LINKEDIN_PREFIX } from '../../sandbox/linkedin/paths.js';
import { mailchimpSandboxState, type MailchimpSandboxState } from '../../sandbox/mailchimp/index.js';
import { SANDBOX_MAILCHIMP_PREFIX } from '../../sandbox/mailchimp/paths.js';
import { tikTokSandboxState, type TikTokSandboxState } from '../../sandbox/tiktok/index.js';
import { SANDBOX_TIKTOK_PREFIX } from '../../sandbox/tiktok/paths.js';
import { loopbackUrl } from '../../sandbox/loopback.js';
import { MetaSandboxState } from '../../sandbox/meta/index.js';
import { SANDBOX_META_PREFIX } from '../../sandbox/meta/paths.js';
import { WooCommerceSandboxState } from '../../sandbox/woocommerce/index.js';
import { SANDBOX_STORES_PATH, SANDBOX_WOOCOMMERCE_PREFIX } from '../../sandbox/woocommerce/paths.js';
import { SemrushSandboxState } from '../../sandbox/semrush/index.js';
import { SANDBOX_SEMRUSH_PREFIX } from '../../sandbox/semrush/paths.js';
import { AhrefsSandboxState } from '../../sandbox/ahrefs/index.js';
import { SANDBOX_AHREFS_API, SANDBOX_AHREFS_PREFIX } from '../../sandbox/ahrefs/paths.js';
import { SalesflareSandboxState } from '../../sandbox/salesflare/index.js';
import { SANDBOX_SALESFLARE_API_PATH, SANDBOX_SALESFLARE_PREFIX } from '../../sandbox/salesflare/paths.js';
import { ZendeskSellSandboxState } from '../../sandbox/zendesk-sell/index.js';
import { SANDBOX_ZENDESK_SELL_PREFIX } from '../../sandbox/zendesk-sell/paths.js';
import { SerpstatSandboxState } from '../../sandbox/serpstat/index.js';
import { SANDBOX_SERPSTAT_API, SANDBOX_SERPSTAT_PREFIX } from '../../sandbox/serpstat/paths.js';
import { RankRangerSandboxState } from '../../sandbox/rankranger/index.js';
import { SANDBOX_RANKRANGER_API, SANDBOX_RANKRANGER_PREFIX } from '../../sandbox/rankranger/paths.js';
import { SeRankingSandboxState } from '../../sandbox/seranking/index.js';
import { SANDBOX_SERANKING_API, SANDBOX_SERANKING_PREFIX } from '../../sandbox/seranking/paths.js';
import { accuRankerSandboxState, type AccuRankerSandboxState } from '../../sandbox/accuranker/index.js';
import { SANDBOX_ACCURANKER_APP, SANDBOX_ACCURANKER_PREFIX } from '../../sandbox/accuranker/paths.js';
import { SANDBOX_SOCIAL_PREFIX, SocialSandboxState } from '../../sandbox/social/index.js';
import { listenStripeApi, SANDBOX_STRIPE_PREFIX, STRIPE_JS_PATH, stripeSandboxKeys, StripeSandbox, pgStripeObjectStore } from '../../sandbox/stripe/index.js';

/** How often the fake Stripe's clock looks for periods that ended (renewals, retries, expiries). */
const STRIPE_CLOCK_MS = 60_000;

/** The fake Stripe of sandbox mode, what the billing provider is pointed at instead of Stripe's keys and hosts. */
export interface StripeSandboxHandle {
  state: StripeSandbox;
  /** The loopback port of the fake's server API (`/v1/…` at its root). */
  apiPort(): number;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  /** Where pages load the Stripe.js stand-in from (same origin as the page). */
  scriptUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fakes' state in sandbox mode (switches, tokens, the fake Stripe account), for tests and tools in the same process. */
    sandbox?: {
      google: GoogleSandboxState;
      meta: MetaSandboxState;
      linkedin: LinkedInSandboxState;
      tiktok: TikTokSandboxState;
      mailchimp: MailchimpSandboxState;
      stripe: StripeSandboxHandle;
      social: SocialSandboxState;
      woocommerce: WooCommerceSandboxState;
      zendeskSell: ZendeskSellSandboxState;
      salesflare: SalesflareSandboxState;
      semrush: SemrushSandboxState;
      ahrefs: AhrefsSandboxState;
      serpstat: SerpstatSandboxState;
      rankranger: RankRangerSandboxState;
      seranking: SeRankingSandboxState;
      accuranker: AccuRankerSandboxState;
    };
  }
}

/**
 * CONNECTORS_SANDBOX: the providers' fakes served by this server, so a
 * source can be connected (consent screen included) and queried without any
 * provider account, and billing runs against a fake Stripe. The connectors
 * point at them (connectors/google/endpoints); the fakes and their control
 * panels are routes under /sandbox, present only while `app.sandbox` is.
 * The Stripe fake's server API listens on a loopback port of its own, since
 * the Stripe SDK calls `/v1/…` at the root of its host. Google, Facebook and
 * LinkedIn sign-in have fakes of their own (sandbox/social), kept in memory.
 * The Meta, LinkedIn, TikTok and Mailchimp fakes (sandbox/meta, sandbox/linkedin,
 * sandbox/tiktok, sandbox/mailchimp) sign their
 * tokens with a key derived from APP_KEY, so a connected sandbox source
 * survives a restart without a table;
 * so do the fake WooCommerce stores (sandbox/woocommerce) their keys.
 * The Zendesk Sell fake (sandbox/zendesk-sell) signs its tokens the same
 * way, and the Salesflare fake (sandbox/salesflare) its API keys; so do the
 * Semrush and Ahrefs fakes (sandbox/semrush, sandbox/ahrefs), and the Serpstat,
 * Rank Ranger, SE Ranking and AccuRanker ones (sandbox/serpstat, sandbox/rankranger,
 * sandbox/seranking, sandbox/accuranker).
 * Grants, switches and
 * Stripe objects are kept in the database, so connected sandbox sources and
 * sandbox subscriptions survive a restart.
 */
export default fp(
  async (app) => {
    if (!app.config.connectors.sandbox) return;
    const google = new GoogleSandboxState({ store: pgSandboxGoogleStore(app.db) });
    // Start-up does not wait for the database (an API whose database is down still starts and says so on /healthz).
    google.load().catch((error: unknown) => app.log.error({ err: error }, 'connectors sandbox: the stored switches could not be read; they are off until the next start'));

    const keys = stripeSandboxKeys(app.config.appKey);
    const log = app.log.child({ sandbox: 'stripe' });
    const state = new StripeSandbox({ store: pgStripeObjectStore(app.db), keys, webhook: { url: `${loopbackUrl(app.config)}/webhooks/stripe`, secret: keys.webhookSecret }, log });
    const listener = await listenStripeApi(state, { log });
    state.ready().catch((error: unknown) => log.error({ err: error }, 'stripe sandbox: the clock and the undelivered events could not be read; the next call tries again'));
    let clock: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      clock = startRepeatingTask({ name: 'the Stripe sandbox clock', everyMs: STRIPE_CLOCK_MS, run: () => state.runClock(), log });
    });
    app.addHook('preClose', async () => {
      clock?.stop();
      await listener.close();
      await state.close();
    });

    const social = new SocialSandboxState();
    app.decorate('sandbox', {
      google,
      meta: MetaSandboxState.forAppKey(app.config.appKey),
      linkedin: LinkedInSandboxState.forAppKey(app.config.appKey),
      tiktok: tikTokSandboxState({ appKey: app.config.appKey }),
      mailchimp: mailchimpSandboxState({ appKey: app.config.appKey }),
      woocommerce: WooCommerceSandboxState.forAppKey(app.config.appKey),
      zendeskSell: ZendeskSellSandboxState.forAppKey(app.config.appKey),
      salesflare: SalesflareSandboxState.forAppKey(app.config.appKey),
      semrush: SemrushSandboxState.forAppKey(app.config.appKey),
      ahrefs: AhrefsSandboxState.forAppKey(app.config.appKey),
      serpstat: SerpstatSandboxState.forAppKey(app.config.appKey),
      rankranger: RankRangerSandboxState.forAppKey(app.config.appKey),
      seranking: SeRankingSandboxState.forAppKey(app.config.appKey),
      accuranker: accuRankerSandboxState({ appKey: app.config.appKey }),
      social,
      stripe: { state, apiPort: () => listener.port, ...keys, scriptUrl: `${SANDBOX_STRIPE_PREFIX}${STRIPE_JS_PATH}` },
    });
    app.log.info(`connectors sandbox: Google fakes at ${app.config.appUrl}${SANDBOX_GOOGLE_PREFIX} (control: POST ${SANDBOX_GOOGLE_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Meta fakes (Facebook Login, Graph API) at ${app.config.appUrl}${SANDBOX_META_PREFIX} (control: POST ${SANDBOX_META_PREFIX}/control)`);
    app.log.info(`connectors sandbox: LinkedIn fakes (OAuth, REST API) at ${app.config.appUrl}${SANDBOX_LINKEDIN_PREFIX} (control: POST ${SANDBOX_LINKEDIN_PREFIX}/control)`);
    app.log.info(`connectors sandbox: TikTok fakes (OAuth, Marketing API) at ${app.config.appUrl}${SANDBOX_TIKTOK_PREFIX} (control: POST ${SANDBOX_TIKTOK_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Mailchimp fakes (OAuth, Marketing API) at ${app.config.appUrl}${SANDBOX_MAILCHIMP_PREFIX} (control: POST ${SANDBOX_MAILCHIMP_PREFIX}/control)`);
    app.log.info(`connectors sandbox: WooCommerce stores at ${app.config.appUrl}${SANDBOX_STORES_PATH}/<store> (control: POST ${SANDBOX_WOOCOMMERCE_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Zendesk Sell fake (OAuth, API v2) at ${app.config.appUrl}${SANDBOX_ZENDESK_SELL_PREFIX} (control: POST ${SANDBOX_ZENDESK_SELL_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Salesflare fake at ${app.config.appUrl}${SANDBOX_SALESFLARE_API_PATH} (control: POST ${SANDBOX_SALESFLARE_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Semrush fake at ${app.config.appUrl}${SANDBOX_SEMRUSH_PREFIX}/api (control: POST ${SANDBOX_SEMRUSH_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Ahrefs fake at ${app.config.appUrl}${SANDBOX_AHREFS_API} (control: POST ${SANDBOX_AHREFS_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Serpstat fake at ${app.config.appUrl}${SANDBOX_SERPSTAT_API} (control: POST ${SANDBOX_SERPSTAT_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Rank Ranger fake at ${app.config.appUrl}${SANDBOX_RANKRANGER_API} (control: POST ${SANDBOX_RANKRANGER_PREFIX}/control)`);
    app.log.info(`connectors sandbox: SE Ranking fake at ${app.config.appUrl}${SANDBOX_SERANKING_API} (control: POST ${SANDBOX_SERANKING_PREFIX}/control)`);
    app.log.info(`connectors sandbox: AccuRanker fake (OAuth, API v4) at ${app.config.appUrl}${SANDBOX_ACCURANKER_APP} (control: POST ${SANDBOX_ACCURANKER_PREFIX}/control)`);
    app.log.info(`connectors sandbox: Google, Facebook and LinkedIn sign-in fakes at ${app.config.appUrl}${SANDBOX_SOCIAL_PREFIX} (control: POST ${SANDBOX_SOCIAL_PREFIX}/control)`);
    app.log.info(
      `connectors sandbox: Stripe API fake at http://127.0.0.1:${listener.port}/v1, Stripe.js at ${SANDBOX_STRIPE_PREFIX}${STRIPE_JS_PATH} (control: POST ${SANDBOX_STRIPE_PREFIX}/control)`,
    );
  },
  { name: 'sandbox', dependencies: ['db'] },
);
