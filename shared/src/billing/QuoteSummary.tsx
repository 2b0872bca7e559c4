import type { Quote, QuoteLine } from '../contracts/billing.js';
import { formatDollars } from '../contracts/billing.js';
import { formatBillingDate } from './billing-date.js';
import styles from './QuoteSummary.module.css';

/** What a quote's timing means for the admin, with the renewal date (increases now and prorated, decreases at renewal). */
function timingSentence(quote: Quote): string {
  const renewal = formatBillingDate(quote.renewsAt);
  switch (quote.timing) {
    case 'new':
      return `Paid today, then renewed on ${renewal}.`;
    case 'now':
      return `The change takes effect now; today's charge covers only the part of the current period that is left. Next renewal on ${renewal}.`;
    case 'renewal':
      return `Fewer dashboards take effect at the renewal on ${renewal}; nothing is charged today and you keep the dashboards you paid for until then.`;
    case 'unchanged':
      return `This is your current plan. Next renewal on ${renewal}.`;
  }
}

function QuoteTable({ caption, lines, totalLabel, total, empty }: { caption: string; lines: readonly QuoteLine[]; totalLabel: string; total: number; empty: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td className={styles.nothing} colSpan={2}>
              {empty}
            </td>
          </tr>
        ) : (
          lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td className={`${styles.amount} ${line.amount < 0 ? styles.credit : ''}`}>{formatDollars(line.amount)}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <th scope="row">{totalLabel}</th>
          <td className={styles.amount}>{formatDollars(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A quote itemised: what is charged today, what each renewal costs, and when the change takes effect. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <div className={styles.summary}>
      <QuoteTable caption="Today" lines={quote.todayLines} totalLabel="Total today" total={quote.dueToday} empty="Nothing is charged today." />
      <QuoteTable
        caption="At each renewal"
        lines={quote.renewalLines}
        totalLabel={quote.interval === 12 ? 'Total per year' : 'Total per month'}
        total={quote.renewalTotal}
        empty="Nothing is charged at renewal."
      />
      <p className={styles.timing}>{timingSentence(quote)}</p>
    </div>
  );
}
