import type { KeyedMutator } from 'swr';
import { eventBus, reportError } from '../core.js';
import { deleteAutomaticReport } from './requests.js';
import type { AutomaticReport } from '../contracts/automatic-report.js';
import { useConfirm } from '../ui/use-confirm.js';

/**
 * Deleting an automatic report from a list of them (the report form's and
 * the company's): asked first, then removed from the list without reloading
 * it; a failure is reported and said, and the list keeps the report.
 */
export function useReportRemoval(mutate: KeyedMutator<AutomaticReport[]>, consequence: (report: AutomaticReport) => string) {
  const { confirm, dialog } = useConfirm();

  async function remove(report: AutomaticReport) {
    const confirmed = await confirm({ title: 'Delete this automatic report?', description: consequence(report), submitLabel: 'Delete', danger: true });
    if (!confirmed) return;
    try {
      await deleteAutomaticReport(report.id);
      await mutate((current) => current?.filter((kept) => kept.id !== report.id), { revalidate: false });
    } catch (caught) {
      reportError(caught, { reportId: report.id });
      eventBus.emit('ui:notify', { level: 'error', message: 'The report could not be deleted. Try again.' });
    }
  }

  return { remove, dialog };
}
