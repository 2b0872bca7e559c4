import { waitFor } from '@testing-library/react';
import { SESSION_ONLY } from '../../api/dashboard-view';
import { dashboardApi, firstWidgetsRequests } from '../../test-support/dashboard-api';
import { dashboardDocument, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { askFirstWidgetsData } from './first-widgets-data';

const VIEW = { range: { startDate: '2026-10-01', endDate: '2026-10-28' }, compare: { startDate: '2026-09-03', endDate: '2026-09-30' } };

it('hands each widget its line, and nothing for a widget the answer had no line for, asked before or after it ended', async () => {
  const data = widgetData();
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w1' })] }), data: () => data });
  const first = askFirstWidgetsData('acme', SESSION_ONLY, VIEW);
  const before = first.dataOf('gone', 'hash-gone');
  await expect(first.dataOf('w1', 'hash-w1')).resolves.toEqual(data);
  await expect(before).resolves.toBeNull();
  await expect(first.dataOf('later', 'hash-later')).resolves.toBeNull();
  await waitFor(() => expect(firstWidgetsRequests(api)).toHaveLength(1));
});
