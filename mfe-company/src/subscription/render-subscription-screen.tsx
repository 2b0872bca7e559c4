import { SWRConfig } from 'swr';
import type { BillingOverview } from '@pulseboard/shared';
import { mockApi, renderWithShell, type MockHandler } from '@pulseboard/shared/testing';
import { quoteFor } from '../billing/billing-fixtures';
import { SubscriptionScreen } from './SubscriptionScreen';

type Overviews = BillingOverview | BillingOverview[] | (() => BillingOverview);

/** Each overview in turn, the last one from then on; or what a function says the server holds now. */
function answering(overviews: Overviews): () => BillingOverview {
  if (typeof overviews === 'function') return overviews;
  const answers = Array.isArray(overviews) ? [...overviews] : [overviews];
  return () => (answers.length > 1 ? answers.shift() : answers[0]) as BillingOverview;
}

/** The subscription screen of the tests, on a mock API answering the overview and its quotes, beside the handlers a test adds. */
export function renderSubscriptionScreen(overviews: Overviews, handlers: Record<string, MockHandler> = {}) {
  const next = answering(overviews);
  let shown: BillingOverview;
  const api = mockApi({
    'GET /api/company/subscription': () => {
      shown = next();
      return { body: { data: shown } };
    },
    'GET /api/company/subscription/quote': ({ url }) => ({ body: { data: quoteFor(shown, url) } }),
    ...handlers,
  });
  const view = renderWithShell(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SubscriptionScreen />
    </SWRConfig>,
    { path: '/company/subscription', routes: [{ path: '/company/manage-payment', element: <p>Manage payment page</p> }] },
  );
  return { api, ...view };
}
