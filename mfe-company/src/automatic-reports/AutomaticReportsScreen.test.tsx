import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { EMAIL_DNS_MESSAGE, eventBus, PLAN_ENDED_REPORTS_MESSAGE, type AutomaticReport, type CompanyData, type CurrentUser } from '@pulseboard/shared';
import { mockApi, renderWithShell, testCompany, testPageConfig, testUser, type MockHandler } from '@pulseboard/shared/testing';
import { AutomaticReportsScreen } from './AutomaticReportsScreen';

const monthly: AutomaticReport = {
  id: 1,
  dashboard_id: 10,
  dashboard: { name: 'Acme monthly', permalink: 'acme-monthly', active: true },
  recipients: ['client@example.com', 'boss@example.com'],
  period: 'MONTH',
  detail: 'FIRST_WORK_DAY',
  hour: 8,
  minute: 0,
  timezone: 'Europe/Paris',
  date_range: 'LAST_MONTH',
  with_pdf: true,
  with_preview: true,
  nextSendAt: '2026-04-01T06:00:00.000Z',
  lastSend: { scheduledFor: '2026-03-02T07:00:00.000Z', state: 'sent', attempts: 1, sentAt: '2026-03-02T07:00:12.000Z', error: null },
  createdAt: '2026-01-10T10:00:00.000Z',
};
const weekly: AutomaticReport = {
  ...monthly,
  id: 2,
  dashboard_id: 11,
  dashboard: { name: 'Shop weekly', permalink: 'shop-weekly', active: true },
  recipients: ['shop@example.com'],
  period: 'WEEK',
  detail: 5,
  hour: 17,
  minute: 30,
  timezone: 'America/New_York',
  date_range: 'LAST_7_DAYS',
  nextSendAt: '2026-03-27T21:30:00.000Z',
  lastSend: { scheduledFor: '2026-03-20T21:30:00.000Z', state: 'retrying', attempts: 2, sentAt: null, error: 'Mailbox unavailable' },
};

const inZone = (iso: string, timeZone: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

function renderScreen(reports: AutomaticReport[], handlers: Record<string, MockHandler> = {}, company: Partial<CompanyData> = {}, user: Partial<CurrentUser> = {}) {
  const api = mockApi({ 'GET /api/automatic-reports': () => ({ body: { data: reports } }), ...handlers });
  renderWithShell(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AutomaticReportsScreen />
    </SWRConfig>,
    { path: '/company/automatic-reports', config: testPageConfig({ company: testCompany(company), user: testUser(user) }) },
  );
  return api;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

it("lists the company's reports: dashboard, recipients, schedule, range, next send and last result in the report's time zone", async () => {
  renderScreen([
    monthly,
    weekly,
    { ...weekly, id: 3, dashboard: { name: 'Blog', permalink: 'blog', active: true }, lastSend: null },
    { ...weekly, id: 4, dashboard: { name: 'Old client', permalink: 'old-client', active: false }, lastSend: null },
  ]);
  const table = await screen.findByRole('table', { name: 'Automatic reports' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Dashboard', 'Recipients', 'Schedule', 'Covers', 'Next send', 'Last result', 'Actions']);

  const acme = within(table).getByRole('row', { name: /Acme monthly/ });
  expect(within(acme).getByRole('link', { name: 'Acme monthly' })).toHaveAttribute('href', '/dashboards/acme-monthly');
  expect(cells(acme).slice(0, 5)).toEqual([
    'client@example.com, boss@example.com',
    'Monthly, first working day of the month, 08:00 (Europe/Paris)',
    'Last month',
    inZone('2026-04-01T06:00:00.000Z', 'Europe/Paris'),
    `Sent ${inZone('2026-03-02T07:00:12.000Z', 'Europe/Paris')}`,
  ]);
  expect(inZone('2026-04-01T06:00:00.000Z', 'Europe/Paris')).toMatch(/8:00/);

  const shop = within(table).getByRole('row', { name: /Shop weekly/ });
  expect(cells(shop).slice(1, 5)).toEqual([
    'Weekly, every Friday, 17:30 (America/New_York)',
    'Last 7 days',
    inZone('2026-03-27T21:30:00.000Z', 'America/New_York'),
    'Retrying (attempt 2): Mailbox unavailable',
  ]);
  expect(within(table).getByRole('row', { name: /Blog/ })).toHaveTextContent('Not sent yet');
  expect(cells(within(table).getByRole('row', { name: /Old client/ }))[3]).toBe('Not sent while the dashboard is archived');
});

it('says how a failed, pending, sending or unknown send went', async () => {
  const unknown = 'The mail server may have taken it before the attempt stopped; not sent again.';
  renderScreen([
    { ...monthly, lastSend: { scheduledFor: '2026-03-02T07:00:00.000Z', state: 'failed', attempts: 3, sentAt: null, error: 'Recipient refused' } },
    { ...weekly, lastSend: { scheduledFor: '2026-03-20T21:30:00.000Z', state: 'pending', attempts: 0, sentAt: null, error: null } },
    { ...weekly, id: 3, lastSend: { scheduledFor: '2026-03-20T21:30:00.000Z', state: 'sending', attempts: 1, sentAt: null, error: null } },
    { ...weekly, id: 4, lastSend: { scheduledFor: '2026-03-20T21:30:00.000Z', state: 'unknown', attempts: 1, sentAt: null, error: unknown } },
  ]);
  expect(await screen.findByRole('cell', { name: 'Failed: Recipient refused' })).toHaveClass('failing');
  expect(screen.getByRole('cell', { name: 'Pending' })).not.toHaveClass('failing');
  expect(screen.getByRole('cell', { name: 'Sending' })).not.toHaveClass('failing');
  expect(screen.getByRole('cell', { name: `Outcome unknown: ${unknown}` })).toHaveClass('failing');
});

it('deletes a report once confirmed, removing its row', async () => {
  const api = renderScreen([monthly, weekly], { 'DELETE /api/automatic-reports/2': () => ({ status: 204 }) });
  const shop = await screen.findByRole('row', { name: /Shop weekly/ });
  await userEvent.click(within(shop).getByRole('button', { name: 'Delete the report of Shop weekly, Weekly, every Friday, 17:30 (America/New_York), to shop@example.com' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this automatic report?' });
  expect(confirm).toHaveTextContent('Shop weekly will no longer be e-mailed to shop@example.com');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('row', { name: /Shop weekly/ })).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/automatic-reports/2']);
  expect(screen.getByRole('row', { name: /Acme monthly/ })).toBeInTheDocument();
});

it('offers no Delete to a teammate without the permission to schedule reports', async () => {
  renderScreen([monthly], {}, {}, { roleName: 'member', role: 2, canCreateAutomaticReports: false });
  const acme = await screen.findByRole('row', { name: /Acme monthly/ });
  expect(within(acme).queryByRole('button')).not.toBeInTheDocument();
});

it('keeps the row when the deletion is cancelled, and says so when it fails', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  const api = renderScreen([monthly], { 'DELETE /api/automatic-reports/1': () => ({ status: 500, body: { message: 'Server Error' } }) });
  const deleteButton = await screen.findByRole('button', { name: /Delete the report of Acme monthly/ });
  await userEvent.click(deleteButton);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

  await userEvent.click(deleteButton);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(notices).toHaveBeenCalledWith({ level: 'error', message: 'The report could not be deleted. Try again.' }));
  expect(screen.getByRole('row', { name: /Acme monthly/ })).toBeInTheDocument();
  off();
  logged.mockRestore();
});

it('says that nothing is sent while the company has no plan', async () => {
  renderScreen([monthly], {}, { state: 'expired' });
  expect(await screen.findByText(PLAN_ENDED_REPORTS_MESSAGE)).toBeInTheDocument();
});

it('explains how to create one when there are none', async () => {
  renderScreen([]);
  expect(await screen.findByRole('heading', { name: 'No automatic reports' })).toBeInTheDocument();
  expect(screen.getByText(/open it and choose Share, then Mail reporting/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboards' })).toHaveAttribute('href', '/dashboards');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('warns that e-mails may not arrive while the white-label sender is not verified, and only then', async () => {
  renderScreen([monthly], {}, { fromAddress: 'reports@acme.test', verifiedWhitelabel: false });
  expect(await screen.findByText(EMAIL_DNS_MESSAGE)).toBeInTheDocument();
});

it.each([
  ['the product address', { fromAddress: null, verifiedWhitelabel: false }],
  ['a verified own address', { fromAddress: 'reports@acme.test', verifiedWhitelabel: true }],
])('shows no DNS warning for %s', async (_name, company) => {
  renderScreen([monthly], {}, company);
  await screen.findByRole('table');
  expect(screen.queryByText(EMAIL_DNS_MESSAGE)).not.toBeInTheDocument();
});
