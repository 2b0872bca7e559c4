import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import {
  Alert,
  ButtonLink,
  companyAtom,
  currentUserAtom,
  describeSchedule,
  EMAIL_DNS_MESSAGE,
  EmptyState,
  Loader,
  needsEmailDnsWarning,
  Page,
  pathTo,
  PLAN_ENDED_REPORTS_MESSAGE,
  VisuallyHidden,
  AUTOMATIC_REPORTS_PATH,
  fetchAutomaticReports,
  useReportRemoval,
} from '@pulseboard/shared';
import { ReportRow } from './ReportRow.js';
import tableStyles from '../screens/Table.module.css';

/** Company Automatic Reports (spec §2): every dashboard e-mailed on a schedule, how its sends go, and removing one. */
export function AutomaticReportsScreen() {
  const { data: reports, error, mutate } = useSWR(AUTOMATIC_REPORTS_PATH, fetchAutomaticReports);
  const company = useAtomValue(companyAtom);
  // Deleting a report stops a client's e-mails: it takes the permission scheduling one does.
  const mayDelete = useAtomValue(currentUserAtom)?.canCreateAutomaticReports ?? false;
  const { remove, dialog } = useReportRemoval(mutate, (report) => `${report.dashboard.name} will no longer be e-mailed to ${report.recipients.join(', ')} (${describeSchedule(report)}).`);

  return (
    <Page title="Automatic Reports" subtitle="Dashboards e-mailed to clients on a schedule.">
      {company?.state === 'expired' ? <Alert level="error">{PLAN_ENDED_REPORTS_MESSAGE}</Alert> : null}
      {company && needsEmailDnsWarning(company) ? <Alert level="info">{EMAIL_DNS_MESSAGE}</Alert> : null}
      {error ? <Alert level="error">Your automatic reports could not be loaded. Reload the page to try again.</Alert> : null}
      {!reports && !error ? <Loader /> : null}
      {reports && reports.length === 0 ? (
        <EmptyState icon="✉" title="No automatic reports" action={<ButtonLink to={pathTo('dashboards.index')}>Go to your dashboards</ButtonLink>}>
          To e-mail a dashboard on a schedule, open it and choose Share, then Mail reporting.
        </EmptyState>
      ) : null}
      {reports && reports.length > 0 ? (
        <div className={tableStyles.tableFrame}>
          <table className={tableStyles.table} aria-label="Automatic reports">
            <thead>
              <tr>
                <th scope="col">Dashboard</th>
                <th scope="col">Recipients</th>
                <th scope="col">Schedule</th>
                <th scope="col">Covers</th>
                <th scope="col">Next send</th>
                <th scope="col">Last result</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <ReportRow key={report.id} report={report} onDelete={mayDelete ? () => void remove(report) : undefined} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {dialog}
    </Page>
  );
}
