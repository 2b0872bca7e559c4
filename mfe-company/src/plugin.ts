import { definePlugin, preloadable } from '@pulseboard/shared';

// Each screen's code loads when it is first opened (the host preloads it before showing it).
const AutomaticReportsScreen = preloadable(async () => ({ default: (await import('./automatic-reports/AutomaticReportsScreen.js')).AutomaticReportsScreen }));
const ManagePaymentScreen = preloadable(async () => ({ default: (await import('./manage-payment/ManagePaymentScreen.js')).ManagePaymentScreen }));
const CompanySettingsScreen = preloadable(async () => ({ default: (await import('./settings/CompanySettingsScreen.js')).CompanySettingsScreen }));
const InvoicesScreen = preloadable(async () => ({ default: (await import('./invoices/InvoicesScreen.js')).InvoicesScreen }));
const UsersScreen = preloadable(async () => ({ default: (await import('./users/UsersScreen.js')).UsersScreen }));
const SourcesScreen = preloadable(async () => ({ default: (await import('./sources/SourcesScreen.js')).SourcesScreen }));
const SubscriptionScreen = preloadable(async () => ({ default: (await import('./subscription/SubscriptionScreen.js')).SubscriptionScreen }));

export default definePlugin({
  contract: __PULSEBOARD_CONTRACT__,
  id: 'company',
  routes: [
    { name: 'company.sources', Component: SourcesScreen },
    { name: 'company.settings', Component: CompanySettingsScreen },
    { name: 'company.subscription', Component: SubscriptionScreen },
    { name: 'company.invoices', Component: InvoicesScreen },
    { name: 'company.automaticReports', Component: AutomaticReportsScreen },
    { name: 'company.users', Component: UsersScreen },
    { name: 'company.managePayment', Component: ManagePaymentScreen },
  ],
});
