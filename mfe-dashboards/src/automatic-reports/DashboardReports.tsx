import { useId } from 'react';
import { Button, describeSchedule, type AutomaticReport } from '@pulseboard/shared';
import styles from './AutomaticReports.module.css';

/** The reports already scheduled for the dashboard, so a user at the limit can remove one right here (spec §8). */
export function DashboardReports({ reports, onDelete }: { reports: readonly AutomaticReport[]; onDelete: (report: AutomaticReport) => void }) {
  const titleId = useId();
  return (
    <section className={styles.reports} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.reportsTitle}>
        Scheduled for this dashboard
      </h3>
      <ul className={styles.reportList}>
        {reports.map((report) => {
          const schedule = describeSchedule(report);
          const recipients = report.recipients.join(', ');
          return (
            <li key={report.id} className={styles.report}>
              <span className={styles.reportText}>
                <span className={styles.schedule}>{schedule}</span>
                <span className={styles.recipients}>To {recipients}</span>
              </span>
              <Button variant="ghost" aria-label={`Delete the report ${schedule} to ${recipients}`} onClick={() => onDelete(report)}>
                Delete
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
