import useSWR from 'swr';
import { useAtomValue } from 'jotai';
import { Alert, companyAtom, describeSchedule, EMAIL_DNS_MESSAGE, Loader, Modal, needsEmailDnsWarning, dashboardReportsPath, fetchAutomaticReports, useReportRemoval } from '@pulseboard/shared';
import { DashboardReports } from './DashboardReports.js';
import { ScheduleForm } from './ScheduleForm.js';

interface Props {
  open: boolean;
  onClose: () => void;
  dashboardId: number;
  pdfDisabled: boolean;
}

/**
 * What the modal holds while open: the e-mail DNS warning, the dashboard's
 * reports (each removable), and the form. Mounted only while the modal is
 * open, so every opening starts from the defaults and loads the reports again.
 */
function ModalBody({ onClose, dashboardId, pdfDisabled }: Omit<Props, 'open'>) {
  const { data: reports, error, mutate } = useSWR(dashboardReportsPath(dashboardId), fetchAutomaticReports);
  const company = useAtomValue(companyAtom);
  const { remove, dialog } = useReportRemoval(mutate, (report) => `The ${describeSchedule(report)} report to ${report.recipients.join(', ')} will no longer be sent.`);

  // A list that failed to load counts as empty: the API still refuses a sixth report.
  const reportsCount = reports ? reports.length : error ? 0 : null;
  return (
    <>
      {company && needsEmailDnsWarning(company) ? <Alert level="info">{EMAIL_DNS_MESSAGE}</Alert> : null}
      {error ? <Alert level="error">The reports of this dashboard could not be loaded.</Alert> : null}
      {reportsCount === null ? <Loader size="s" label="Loading the reports of this dashboard" /> : null}
      {reports && reports.length > 0 ? <DashboardReports reports={reports} onDelete={(report) => void remove(report)} /> : null}
      <ScheduleForm
        dashboardId={dashboardId}
        reportsCount={reportsCount}
        pdfDisabled={pdfDisabled}
        onScheduled={(report) => {
          void mutate((current) => current && [...current, report], { revalidate: false });
          onClose();
        }}
        onStale={() => void mutate()}
        onCancel={onClose}
      />
      {dialog}
    </>
  );
}

/** Spec §2, §4: the owner schedules e-mail reports of this dashboard from the share menu. */
export function AutomaticReportModal({ open, onClose, ...body }: Props) {
  return (
    <Modal open={open} onOpenChange={(stillOpen) => (stillOpen ? undefined : onClose())} title="Schedule an automatic report" description="E-mail this dashboard on a schedule." size="medium">
      <ModalBody onClose={onClose} {...body} />
    </Modal>
  );
}
