import { apiRequest, type BillingOverview, type SubscriptionDetails } from '@pulseboard/shared';

export const SUBSCRIPTION_PATH = '/api/company/subscription';

export const fetchOverview = async (): Promise<BillingOverview> => (await apiRequest<{ data: BillingOverview }>(SUBSCRIPTION_PATH)).data;

/** The subscription paying for the company now, if any: its first payment went through and it has not ended (a canceled one pays until its period ends). */
export const payingSubscription = ({ subscription }: Pick<BillingOverview, 'subscription'>): SubscriptionDetails | null =>
  subscription && subscription.state !== 'incomplete' && subscription.state !== 'ended' ? subscription : null;

const CONFIRMATION_POLL_MS = 1000;
const CONFIRMATION_TIMEOUT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Access and cards change on the server when the card provider's webhook
 * arrives, never because the browser says a payment went through. After a
 * payment or a card change the overview is read every second, for up to
 * 30 s, until it shows the outcome; the last overview read comes back with
 * whether it did.
 */
export async function waitForOverview(reached: (overview: BillingOverview) => boolean): Promise<{ overview: BillingOverview; reached: boolean }> {
  const deadline = Date.now() + CONFIRMATION_TIMEOUT_MS;
  for (;;) {
    const overview = await fetchOverview();
    if (reached(overview)) return { overview, reached: true };
    if (Date.now() + CONFIRMATION_POLL_MS > deadline) return { overview, reached: false };
    await pause(CONFIRMATION_POLL_MS);
  }
}
