import { Button, describeSchedule, Link, pathTo, REPORT_DATE_RANGE_NAMES, type AutomaticReport } from '@pulseboard/shared';
import { formatInZone, lastResult } from './report-texts.js';
import styles from './AutomaticReports.module.css';

/** One report of the company: its dashboard, who gets it, when, what it covers, how its latest send went, and Delete for who may. */
export function ReportRow({ report, onDelete }: { report: AutomaticReport; onDelete: (() => void) | undefined }) {
  const schedule = describeSchedule(report);
  const recipients = report.recipients.join(', ');
  const failing = ['failed', 'retrying', 'unknown'].includes(report.lastSend?.state ?? '');
  return (
    <tr>
      <th scope="row" className={styles.dashboard}>
        <Link to={pathTo('dashboard.show', { permalink: report.dashboard.permalink })}>{report.dashboard.name}</Link>
      </th>
      <td className={styles.recipients}>{recipients}</td>
      <td>{schedule}</td>
      <td>{REPORT_DATE_RANGE_NAMES[report.date_range]}</td>
      <td>{report.dashboard.active ? formatInZone(report.nextSendAt, report.timezone) : 'Not sent while the dashboard is archived'}</td>
      <td className={failing ? styles.failing : undefined}>{lastResult(report.lastSend, report.timezone)}</td>
      <td className={styles.actions}>
        {onDelete ? (
          <Button variant="ghost" aria-label={`Delete the report of ${report.dashboard.name}, ${schedule}, to ${recipients}`} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
