import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import type { MockReply } from '@pulseboard/shared/testing';
import { dashboardDocument, interactive } from '../../test-support/dashboard-fixtures';
import { editApi } from '../../test-support/edit-api';
import { renderDashboard } from '../../test-support/render-dashboard';
import { keepUnsaved, readUnsaved } from './unsaved-document';

const widget = interactive({ id: 'w1', title: 'Sessions' });
const dashboard = dashboardDocument({ id: 1, revision: 3, widgets: [widget] });
const CHANGED = { status: 409, body: { message: 'This dashboard was changed elsewhere since your copy was loaded.', revision: 5, updatedAt: '2026-03-01T10:00:00Z' } };

beforeEach(() => sessionStorage.clear());

/** The save answers 409 the first time, then stores what it is sent. */
function conflictingApi(handlers = {}) {
  let refused = false;
  const api = editApi({
    dashboard,
    save: ({ body }): MockReply => {
      if (!refused) return ((refused = true), CHANGED);
      const form = body as FormData;
      const widgets = (JSON.parse(String(form.get('widgets'))) as object[]).map((sent) => ({ ...sent, hash: 'stored' }));
      return { body: { data: { ...dashboard, widgets, revision: Number(form.get('revision')) + 1 } } };
    },
    handlers,
  });
  const saves = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/dashboards/1').map((call) => call.body as FormData);
  return { api, saves };
}

async function resizeWhileSomeoneElseSaved() {
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Size of Sessions' }), '4x2');
  return screen.findByRole('dialog', { name: 'This dashboard was changed elsewhere' });
}

it('sends the revision the edit is based on, the tab’s editing session and the save’s sequence with every save', async () => {
  const { saves } = conflictingApi();
  await resizeWhileSomeoneElseSaved();
  const [sent] = saves();
  expect(sent?.get('revision')).toBe('3');
  expect(sent?.get('editor')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(sent?.get('sequence')).toMatch(/^\d{1,15}$/);
});

it('keeps the user’s version through the refusal and saves it over the other one when they choose so', async () => {
  const { saves } = conflictingApi();
  const dialog = await resizeWhileSomeoneElseSaved();
  expect(readUnsaved(1)?.widgets[0]).toMatchObject({ width: 4, height: 2 });
  // Escape does not choose for the user.
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'This dashboard was changed elsewhere' })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  const overwrite = saves()[1]!;
  expect(overwrite.get('revision')).toBe('5');
  expect(overwrite.get('editor')).toBe(saves()[0]!.get('editor'));
  expect(Number(overwrite.get('sequence'))).toBeGreaterThan(Number(saves()[0]!.get('sequence')));
  expect(JSON.parse(String(overwrite.get('widgets')))[0]).toMatchObject({ width: 4, height: 2 });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(readUnsaved(1)).toBeNull());
});

it('loads the stored version and drops the user’s when they choose so', async () => {
  const theirs = { ...dashboard, name: 'Their version', revision: 5 };
  let loaded = 0;
  const { api, saves } = conflictingApi({ 'GET /api/dashboards/acme': () => ({ body: { data: (loaded += 1) === 1 ? dashboard : theirs } }) });
  const dialog = await resizeWhileSomeoneElseSaved();
  const loads = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/dashboards/acme').length;
  const before = loads();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(loads()).toBe(before + 1);
  expect(await screen.findByRole('heading', { name: 'Their version' })).toBeInTheDocument();
  expect(readUnsaved(1)).toBeNull();
  expect(saves()).toHaveLength(1);
});

it('tells the user in the server’s words when a save is refused as invalid, rather than keep it failing unseen', async () => {
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  editApi({ dashboard, save: () => ({ status: 422, body: { message: 'Invalid', errors: { name: ['The name may not be longer than 200 characters.'] } } }) });
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Size of Sessions' }), '4x2');
  await waitFor(() => expect(notices).toHaveBeenCalledWith({ level: 'error', message: 'Your last change could not be saved: The name may not be longer than 200 characters.' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  off();
});

describe('a duplicate of the tab, which starts with a copy of its storage while the original page holds its session', () => {
  const ORIGINAL = 'a'.repeat(32);

  /**
   * Dashboard `id` at `revision` as the duplicate loaded it; the original tab has saved it once more since, under
   * its session. The server refuses, as the API does, a save based on an older revision from another session.
   * Dashboards this file's page has not asked a session for: the page would keep the one it holds.
   */
  function savedByTheOriginal(id: number, loadedRevision: number) {
    const loaded = dashboardDocument({ id, revision: loadedRevision, widgets: [widget] });
    const stored = { revision: 4, by: ORIGINAL };
    sessionStorage.setItem(`pulseboard.dashboard-editor.${id}`, ORIGINAL);
    sessionStorage.setItem(`pulseboard.dashboard-editor.${id}.held`, '1');
    const sent: FormData[] = [];
    editApi({
      dashboard: loaded,
      save: ({ body }): MockReply => {
        const form = body as FormData;
        sent.push(form);
        if (Number(form.get('revision')) !== stored.revision && form.get('editor') !== stored.by) return { ...CHANGED, body: { ...CHANGED.body, revision: stored.revision } };
        Object.assign(stored, { revision: stored.revision + 1, by: form.get('editor') });
        return { body: { data: { ...loaded, revision: stored.revision } } };
      },
    });
    return { loaded, stored, sent };
  }

  it('gets the conflict dialog for an edit of the revision it loaded, rather than overwrite what the original saved since', async () => {
    const { stored, sent } = savedByTheOriginal(2, 3);
    await resizeWhileSomeoneElseSaved();
    expect(sent[0]?.get('editor')).not.toBe(ORIGINAL);
    expect(stored).toEqual({ revision: 4, by: ORIGINAL });
  });

  it('gets the conflict dialog for the original’s unsaved edit it copied, once the original saved it or a later one', async () => {
    const { loaded, stored, sent } = savedByTheOriginal(3, 4);
    keepUnsaved({ ...loaded, revision: 3, widgets: [{ ...widget, width: 4, height: 2 }] });
    renderDashboard('/dashboards/acme');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
    expect(await screen.findByRole('dialog', { name: 'This dashboard was changed elsewhere' })).toBeInTheDocument();
    expect(sent[0]?.get('revision')).toBe('3');
    expect(sent[0]?.get('editor')).not.toBe(ORIGINAL);
    expect(stored).toEqual({ revision: 4, by: ORIGINAL });
  });
});
