import { EmptyState, Page } from '@pulseboard/shared';

interface ScreenText {
  title: string;
  subtitle: string;
  icon: string;
  emptyTitle: string;
  emptyText: string;
}

/**
 * The company screens whose capabilities are not built yet: each says plainly
 * what will live there rather than showing made-up data.
 */
function areaScreen(text: ScreenText) {
  function Screen() {
    return (
      <Page title={text.title} subtitle={text.subtitle}>
        <EmptyState icon={text.icon} title={text.emptyTitle}>
          {text.emptyText}
        </EmptyState>
      </Page>
    );
  }
  Screen.displayName = text.title.replace(/\s+/g, '');
  return Screen;
}

export const CompanySubscription = areaScreen({
  title: 'Company Subscription',
  subtitle: 'Your plan and its dashboards.',
  icon: '$',
  emptyTitle: 'Subscriptions are not available yet',
  emptyText: 'Choosing a plan and paying for dashboards will happen here.',
});

export const CompanyInvoices = areaScreen({
  title: 'Invoices',
  subtitle: 'Orders and receipts.',
  icon: '≣',
  emptyTitle: 'No invoices',
  emptyText: 'Invoices appear here once the company has paid for a subscription.',
});

export const ManagePayment = areaScreen({
  title: 'Manage Payment',
  subtitle: 'The card your subscription is paid with.',
  icon: '$',
  emptyTitle: 'Payment management is not available yet',
  emptyText: 'Changing the card of your subscription will happen here.',
});
