import { definePlugin } from '@pulseboard/shared';
import { AutomaticReportsScreen } from './automatic-reports/AutomaticReportsScreen.js';
import { ManagePaymentScreen } from './manage-payment/ManagePaymentScreen.js';
import { CompanySettingsScreen } from './settings/CompanySettingsScreen.js';
import { InvoicesScreen } from './invoices/InvoicesScreen.js';
import { UsersScreen } from './users/UsersScreen.js';
import { SourcesScreen } from './sources/SourcesScreen.js';
import { SubscriptionScreen } from './subscription/SubscriptionScreen.js';

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
  navItems: [
    { id: 'sources', label: 'Sources', route: 'company.sources', icon: '⛁', order: 30 },
    { id: 'automatic-reports', label: 'Automatic Reports', route: 'company.automaticReports', icon: '✉', order: 40 },
    { id: 'users', label: 'Users', route: 'company.users', icon: '☷', order: 50, adminOnly: true },
    { id: 'settings', label: 'Settings', route: 'company.settings', icon: '⚙', order: 60, adminOnly: true },
    { id: 'subscription', label: 'Subscription', route: 'company.subscription', icon: '$', order: 70, adminOnly: true },
    { id: 'invoices', label: 'Invoices', route: 'company.invoices', icon: '≣', order: 80, adminOnly: true },
  ],
});
