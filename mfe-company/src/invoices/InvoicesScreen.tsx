import useSWR from 'swr';
import { Alert, ButtonLink, EmptyState, Loader, Page, pathTo, VisuallyHidden } from '@pulseboard/shared';
import { fetchOrders, ORDERS_PATH } from './api.js';
import { OrderRow } from './OrderRow.js';
import tableStyles from '../screens/Table.module.css';
import styles from './Invoices.module.css';

/** Invoices (spec §2, admins only): every paid order, newest first as the API lists them, each with its PDF invoice. */
export function InvoicesScreen() {
  const { data: orders, error } = useSWR(ORDERS_PATH, fetchOrders);
  return (
    <Page title="Invoices" subtitle="Every payment of your subscription, with its invoice.">
      {error ? <Alert level="error">Your invoices could not be loaded. Reload the page to try again.</Alert> : null}
      {!orders && !error ? <Loader /> : null}
      {orders && orders.length === 0 ? (
        <EmptyState icon="≣" title="No invoices yet" action={<ButtonLink to={pathTo('company.subscription')}>See your subscription</ButtonLink>}>
          An invoice appears here for every payment: the first one of a subscription, each renewal, and dashboards added to the plan.
        </EmptyState>
      ) : null}
      {orders && orders.length > 0 ? (
        <div className={tableStyles.tableFrame}>
          <table className={tableStyles.table} aria-label="Invoices">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Invoice</th>
                <th scope="col">Period</th>
                <th scope="col" className={styles.amount}>
                  Dashboards
                </th>
                <th scope="col" className={styles.amount}>
                  Discount
                </th>
                <th scope="col" className={styles.amount}>
                  Total
                </th>
                <th scope="col">Description</th>
                <th scope="col">
                  <VisuallyHidden>PDF</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Page>
  );
}
