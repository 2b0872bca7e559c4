import type { BillingOverview, SubscriptionDetails } from '@pulseboard/shared';
import { payingSubscription } from '../billing/overview.js';

type Card = SubscriptionDetails['card'];

const sameCard = (a: Card, b: Card) => a?.brand === b?.brand && a?.last4 === b?.last4 && a?.expMonth === b?.expMonth && a?.expYear === b?.expYear;

/**
 * Whether the server shows the card change done: the subscription carries
 * another card than before, and, for a company that was overdue, the open
 * invoice is paid (the state is no longer overdue).
 */
export const cardChangeDone =
  (before: BillingOverview) =>
  (overview: BillingOverview): boolean => {
    const card = payingSubscription(overview)?.card ?? null;
    const changed = card !== null && !sameCard(card, payingSubscription(before)?.card ?? null);
    return changed && (before.state !== 'overdue' || overview.state !== 'overdue');
  };
