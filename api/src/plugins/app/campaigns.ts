import fp from 'fastify-plugin';
import type { CampaignView, CampaignWindow } from '@pulseboard/shared/contracts';
import { campaignAlerting, type CampaignAlerting } from '../../campaigns/alerting.js';
import { campaignQueues, queueDueCampaignWork } from '../../campaigns/campaign-jobs.js';
import { campaignView } from '../../campaigns/campaign-view.js';
import { collectDomain, type CollectSettings } from '../../campaigns/collect-domain.js';
import { evaluateCampaign } from '../../campaigns/evaluate-campaign.js';
import { campaignsRepository, type CampaignsRepository } from '../../campaigns/repository.js';
import { sampleSourceOf } from '../../dashboards/sample-source.js';
import { startRepeatingTask } from '../../lib/repeating-task.js';
import { dnsLookup } from '../../whitelabel/dns-lookup.js';

/** Domains of one group gathered at once when asked on demand: each may call sources and check a site. */
const ON_DEMAND_CONCURRENCY = 4;

declare module 'fastify' {
  interface FastifyInstance {
    /** Mission Control: groups and their domains, their figures, alerts and snoozes. */
    campaigns: CampaignsRepository &
      CampaignAlerting & {
        view(companyId: number, campaignId: number, days: CampaignWindow): Promise<CampaignView>;
        /** Gathers the figures of one domain, or of all of a group's, now, then evaluates the group. */
        collectNow(companyId: number, campaignId: number, domainId?: number): Promise<void>;
        /** Judges the group's figures by its rules again (after the rules changed), without gathering. */
        evaluate(campaignId: number): Promise<void>;
        /** The first group of a company brings the sample-data source, so its domains show figures at once. */
        ensureSampleSource(companyId: number): Promise<void>;
        /** Queues the day's due gathering and digests; jobs workers call it on a timer. */
        queueDue(now?: Date): Promise<{ domains: number; digests: number }>;
      };
  }
}

export default fp(
  async (app) => {
    const { campaigns: settings, whitelabel } = app.config;
    const dns = dnsLookup({ servers: whitelabel.dnsServers, timeoutMs: whitelabel.dnsTimeoutMs });
    const collectSettings: CollectSettings = {
      checks: settings.checks ? { resolve: (host) => dns.addresses(host), allowPrivateAddresses: settings.allowPrivateAddresses, timeoutMs: settings.checkTimeoutMs } : null,
    };
    for (const queue of campaignQueues(app, collectSettings)) app.jobs.define(queue);
    const repository = campaignsRepository(app.db);

    async function collectNow(companyId: number, campaignId: number, domainId?: number) {
      const group = await repository.show(companyId, campaignId);
      const ids = group.domains.map(({ id }) => id).filter((id) => domainId === undefined || id === domainId);
      for (let start = 0; start < ids.length; start += ON_DEMAND_CONCURRENCY) {
        await Promise.all(ids.slice(start, start + ON_DEMAND_CONCURRENCY).map((id) => collectDomain(app, id, collectSettings)));
      }
      await evaluateCampaign(app.pool, campaignId);
    }

    const queueDue = (now?: Date) => queueDueCampaignWork(app, settings.digestHour, now);
    app.decorate('campaigns', {
      ...repository,
      ...campaignAlerting(app.pool),
      view: (companyId, campaignId, days) => campaignView(app.pool, companyId, campaignId, days),
      collectNow,
      evaluate: (campaignId) => evaluateCampaign(app.pool, campaignId),
      ensureSampleSource: async (companyId) => {
        if ((await repository.count(companyId)) === 1) await sampleSourceOf(app, companyId);
      },
      queueDue,
    });

    if (!app.config.jobs.worker || settings.tickMs === 0) return;
    let timer: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      timer = startRepeatingTask({ name: 'queueing Mission Control work', everyMs: settings.tickMs, run: () => queueDue(), log: app.log });
    });
    app.addHook('preClose', async () => timer?.stop());
  },
  { name: 'campaigns', dependencies: ['db', 'jobs', 'sources', 'connectors', 'mailer', 'query-engine'] },
);
