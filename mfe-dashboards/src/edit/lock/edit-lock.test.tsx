import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import type { RecordedCall } from '@pulseboard/shared/testing';
import { dashboardDocument, instance, interactive } from '../../test-support/dashboard-fixtures';
import { editApi } from '../../test-support/edit-api';
import { fakeOnly } from '../../test-support/fake-today';
import { renderDashboard } from '../../test-support/render-dashboard';

const dashboard = dashboardDocument({ id: 1, widgets: [interactive({ id: 'w1', instances: [instance({ config: { dataset: 'web' } })] })] });
const lockCalls = (api: ReturnType<typeof editApi>, method: string) => api.calls.filter((call) => call.path === '/api/dashboards/1/lock' && call.method === method);

beforeEach(() => sessionStorage.clear());

it('takes the lock to edit and gives it back when edit mode is turned off, telling the onboarding', async () => {
  const api = editApi({ dashboard });
  const emit = jest.spyOn(eventBus, 'emit');
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  expect(await screen.findByRole('button', { name: 'Done editing' })).toHaveAttribute('aria-pressed', 'true');
  expect(lockCalls(api, 'POST')).toHaveLength(1);
  expect(await screen.findByRole('toolbar', { name: 'Edit dashboard' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Done editing' }));
  expect(await screen.findByRole('button', { name: 'Edit dashboard' })).toHaveAttribute('aria-pressed', 'false');
  expect(lockCalls(api, 'DELETE')).toHaveLength(1);
  expect(emit).toHaveBeenCalledWith('onboarding:action', { action: 'dashboard:edit-mode-off' });
  emit.mockRestore();
});

it('says who holds the lock when another user does, and stays out of edit mode', async () => {
  editApi({ dashboard, lock: () => ({ status: 423, body: { message: 'Locked', locked: 9, lockedByName: 'Grace Hopper', expiresAt: '2026-03-01T10:02:00Z' } }) });
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  expect(await screen.findByText('Grace Hopper is editing this dashboard, so it cannot be edited now.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit dashboard' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('toolbar', { name: 'Edit dashboard' })).not.toBeInTheDocument();
});

it('says the dashboard is being edited when it loads locked by another user', async () => {
  editApi({ dashboard: { ...dashboard, locked: 9 } });
  renderDashboard('/dashboards/acme');
  expect(await screen.findByText('Another user is editing this dashboard.')).toBeInTheDocument();
});

it('renews the lock every 30 seconds while editing, and no more once edit mode is off', async () => {
  const api = editApi({ dashboard });
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  await screen.findByRole('button', { name: 'Done editing' });
  // Only the renewal clock is faked, so everything else (data, rendering) runs as usual.
  fakeOnly(['setInterval', 'clearInterval']);
  try {
    await userEvent.click(screen.getByRole('button', { name: 'Done editing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
    await screen.findByRole('button', { name: 'Done editing' });
    const isLockTaken = (call: RecordedCall) => call.path === '/api/dashboards/1/lock' && call.method === 'POST';
    for (const taken of [3, 4]) {
      const renewal = api.nextCall(isLockTaken);
      act(() => jest.advanceTimersByTime(30_000));
      await renewal;
      expect(lockCalls(api, 'POST')).toHaveLength(taken);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Done editing' }));
    act(() => jest.advanceTimersByTime(90_000));
    // Taking the lock again is the marker: a renewal sent in those 90 s would have arrived before it.
    const retaken = api.nextCall(isLockTaken);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
    await retaken;
    expect(lockCalls(api, 'POST')).toHaveLength(5);
  } finally {
    jest.useRealTimers();
  }
});

it('gives the lock back with a keepalive request when the page goes away, and when the screen unmounts', async () => {
  const api = editApi({ dashboard });
  const view = renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  await screen.findByRole('button', { name: 'Done editing' });
  act(() => void window.dispatchEvent(new Event('pagehide')));
  await waitFor(() => expect(lockCalls(api, 'DELETE')).toHaveLength(1));
  view.unmount();
  await waitFor(() => expect(lockCalls(api, 'DELETE')).toHaveLength(2));
});

it('offers no edit mode in print', async () => {
  editApi({ dashboard });
  renderDashboard('/dashboards/acme/print');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme monthly' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
});

it('offers no edit mode to a viewer who does not own the dashboard', async () => {
  editApi({ dashboard: { ...dashboard, owner: false } });
  renderDashboard('/dashboards/acme');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme monthly' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
});
