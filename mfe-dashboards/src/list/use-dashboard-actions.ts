import { useSetAtom } from 'jotai';
import { ApiError, eventBus, reportError, useConfirm } from '@pulseboard/shared';
import { archiveDashboard, cloneDashboard, deleteDashboard, restoreDashboard } from '../api/dashboards.js';
import { dashboardsCountAtom } from './company-quota.js';
import type { CardActions } from './DashboardCard.js';

const notify = (level: 'success' | 'error', message: string) => eventBus.emit('ui:notify', { level, message });

/**
 * What the cards' buttons do: archiving and deleting ask first; each outcome
 * is announced; a 402 (plan used up) blocks creating like the quota does; a
 * 423 (someone is editing the dashboard) says who.
 * `refresh` reloads the list afterwards, whatever happened.
 */
export function useDashboardActions(refresh: () => Promise<unknown>) {
  const { confirm, dialog } = useConfirm();
  const changeCount = useSetAtom(dashboardsCountAtom);

  async function run(action: () => Promise<unknown>, outcome: { done: string; failed: string; countDelta: number }) {
    try {
      await action();
      changeCount({ delta: outcome.countDelta });
      notify('success', outcome.done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        changeCount('quota-reached');
        notify('error', error.message);
      } else if (error instanceof ApiError && error.status === 423) {
        // Another user is editing it: the API names who.
        notify('error', error.message);
      } else {
        reportError(error);
        notify('error', outcome.failed);
      }
    }
    await refresh();
  }

  const actions: CardActions = {
    onClone: ({ id, name }) => void run(() => cloneDashboard(id), { done: `“${name}” was copied.`, failed: `“${name}” could not be copied. Try again.`, countDelta: 1 }),
    onArchive: ({ id, name }) =>
      void confirm({
        title: `Archive “${name}”?`,
        description: 'Its public link stops working until you restore it. Archived dashboards do not count towards your plan.',
        submitLabel: 'Archive',
      }).then((answer) => answer && run(() => archiveDashboard(id), { done: `“${name}” was archived.`, failed: `“${name}” could not be archived. Try again.`, countDelta: -1 })),
    onRestore: ({ id, name }) => void run(() => restoreDashboard(id), { done: `“${name}” was restored.`, failed: `“${name}” could not be restored. Try again.`, countDelta: 1 }),
    onDelete: ({ id, name }) =>
      void confirm({ title: `Delete “${name}” for good?`, description: 'Its widgets and settings are removed. This cannot be undone.', submitLabel: 'Delete', danger: true }).then(
        (answer) => answer && run(() => deleteDashboard(id), { done: `“${name}” was deleted.`, failed: `“${name}” could not be deleted. Try again.`, countDelta: 0 }),
      ),
  };
  return { actions, dialog };
}
