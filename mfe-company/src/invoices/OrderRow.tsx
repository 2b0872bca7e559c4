import { formatBillingDate, formatDollars, type Order } from '@pulseboard/shared';
import styles from './Invoices.module.css';

/** One paid invoice: when, for which period and plan, what it cost, and its PDF. */
export function OrderRow({ order }: { order: Order }) {
  return (
    <tr>
      <th scope="row" className={styles.date}>
        {formatBillingDate(order.date)}
      </th>
      <td>{order.number}</td>
      <td className={styles.period}>
        {formatBillingDate(order.periodStart)} – {formatBillingDate(order.periodEnd)}
      </td>
      <td className={styles.amount}>{order.dashboards}</td>
      <td className={styles.amount}>{formatDollars(-order.discount)}</td>
      <td className={`${styles.amount} ${styles.total}`}>{formatDollars(order.total)}</td>
      <td>{order.description}</td>
      <td className={styles.download}>
        <a href={order.pdf} download aria-label={`Download PDF of invoice ${order.number}`}>
          Download PDF
        </a>
      </td>
    </tr>
  );
}
