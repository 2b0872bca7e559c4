import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_DNS_MESSAGE, eventBus, HOUR_MESSAGE, MINUTE_MESSAGE, REPORT_LIMIT_MESSAGE, type AutomaticReport } from '@pulseboard/shared';
import { mockApi, type MockHandler, type MockReply, renderScreen, testCompany, testPageConfig } from '@pulseboard/shared/testing';
import { AutomaticReportModal } from './AutomaticReportModal';

const LIST = 'GET /api/automatic-reports';

const report = (id: number, overrides: Partial<AutomaticReport> = {}): AutomaticReport => ({
  id,
  dashboard_id: 1,
  dashboard: { name: 'Acme monthly', permalink: 'acme', active: true },
  recipients: [`client${id}@example.com`],
  period: 'WEEK',
  detail: 1,
  hour: 9,
  minute: 30,
  timezone: 'Europe/Paris',
  date_range: 'LAST_WEEK',
  with_pdf: false,
  with_preview: true,
  nextSendAt: '2026-03-02T08:30:00.000Z',
  lastSend: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

interface Options {
  reports?: AutomaticReport[];
  handlers?: Record<string, MockHandler>;
  company?: Parameters<typeof testCompany>[0];
  pdfDisabled?: boolean;
}

/** The modal open for dashboard 1, its reports listed by the API, waiting until they are. */
async function openModal({ reports = [], handlers = {}, company, pdfDisabled = false }: Options = {}) {
  const api = mockApi({ [LIST]: () => ({ body: { data: reports } }), ...handlers });
  const onClose = jest.fn();
  renderScreen(<AutomaticReportModal open onClose={onClose} dashboardId={1} pdfDisabled={pdfDisabled} />, { config: testPageConfig({ company: testCompany(company) }) });
  const dialog = await screen.findByRole('dialog', { name: 'Schedule an automatic report' });
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading the reports of this dashboard' })).not.toBeInTheDocument());
  return { api, onClose, dialog };
}

const scheduleButton = () => screen.getByRole('button', { name: 'Schedule' });

beforeEach(() => {
  window.dataLayer = [];
});

it("loads this dashboard's reports and starts from the defaults", async () => {
  const { api, dialog } = await openModal({ reports: [report(4, { recipients: ['ceo@example.com', 'cmo@example.com'] })] });
  expect(api.calls[0]!.url.searchParams.get('dashboard_id')).toBe('1');
  const listed = within(dialog).getByRole('region', { name: 'Scheduled for this dashboard' });
  expect(listed).toHaveTextContent('Weekly, every Monday, 09:30 (Europe/Paris)');
  expect(listed).toHaveTextContent('To ceo@example.com, cmo@example.com');

  expect(screen.getByLabelText('Recipients')).toHaveValue('');
  expect(screen.getByLabelText('Recipients')).toHaveAttribute('placeholder', 'client@example.com, boss@example.com');
  expect(screen.getByLabelText('Period')).toHaveDisplayValue('Monthly');
  expect(screen.getByLabelText('Day')).toHaveDisplayValue('First day of the month');
  expect(screen.getByLabelText('Date range')).toHaveDisplayValue('Last month');
  expect(screen.getByLabelText('Hour')).toHaveValue('8');
  expect(screen.getByLabelText('Minute')).toHaveValue('0');
  expect(screen.getByLabelText('Time zone')).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(screen.getByLabelText('Attach a PDF')).not.toBeChecked();
  expect(screen.getByLabelText('Attach a PDF')).toBeEnabled();
  expect(screen.getByLabelText(/Show a preview image/)).toBeChecked();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('offers weekdays once the period is weekly, starting from Monday, and the days of the month again after', async () => {
  await openModal();
  const day = screen.getByLabelText('Day');
  await userEvent.selectOptions(day, 'Last day of the month');
  await userEvent.selectOptions(screen.getByLabelText('Period'), 'Weekly');
  expect(day).toHaveDisplayValue('Monday');
  expect(
    within(day)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  await userEvent.selectOptions(screen.getByLabelText('Period'), 'Monthly');
  expect(day).toHaveDisplayValue('First day of the month');
});

it('enables Schedule only with recipients and an hour and minute in range, saying what is wrong', async () => {
  await openModal();
  expect(scheduleButton()).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Recipients'), 'client@example.com');
  expect(scheduleButton()).toBeEnabled();

  const hour = screen.getByLabelText('Hour');
  await userEvent.clear(hour);
  await userEvent.type(hour, '24');
  expect(scheduleButton()).toBeDisabled();
  expect(hour).toHaveAccessibleDescription(HOUR_MESSAGE);
  await userEvent.clear(hour);
  await userEvent.type(hour, '23');
  expect(hour).not.toHaveAccessibleDescription();

  const minute = screen.getByLabelText('Minute');
  await userEvent.type(minute, '0');
  expect(minute).toHaveValue('00');
  expect(scheduleButton()).toBeEnabled();
  await userEvent.clear(minute);
  await userEvent.type(minute, '60');
  expect(minute).toHaveAccessibleDescription(MINUTE_MESSAGE);
  expect(scheduleButton()).toBeDisabled();
});

it('keeps Schedule disabled until the reports of the dashboard are counted', async () => {
  let list!: (reply: MockReply) => void;
  mockApi({ [LIST]: () => new Promise<MockReply>((resolve) => (list = resolve)) });
  renderScreen(<AutomaticReportModal open onClose={jest.fn()} dashboardId={1} pdfDisabled={false} />, { config: testPageConfig({ company: testCompany() }) });
  await userEvent.type(await screen.findByLabelText('Recipients'), 'client@example.com');
  expect(scheduleButton()).toBeDisabled();
  list({ body: { data: [] } });
  await waitFor(() => expect(scheduleButton()).toBeEnabled());
});

it('checks the recipients once the field is left, and sends nothing while one is not an address', async () => {
  const { api } = await openModal();
  const recipients = screen.getByLabelText('Recipients');
  await userEvent.type(recipients, 'client@example.com, boss');
  expect(recipients).not.toHaveAccessibleDescription();
  await userEvent.tab();
  expect(recipients).toHaveAccessibleDescription('"boss" is not a valid e-mail address.');
  await userEvent.click(scheduleButton());
  expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

it('posts the report entity, pushes the analytics event, says so and closes', async () => {
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  const created = report(9, {
    recipients: ['client@example.com', 'boss@example.com'],
    period: 'WEEK',
    detail: 3,
    hour: 17,
    minute: 45,
    date_range: 'LAST_7_DAYS',
    with_pdf: true,
    with_preview: false,
  });
  const { api, onClose } = await openModal({ handlers: { 'POST /api/automatic-reports': () => ({ status: 201, body: { data: created } }) } });
  await userEvent.type(screen.getByLabelText('Recipients'), 'client@example.com, boss@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Period'), 'Weekly');
  await userEvent.selectOptions(screen.getByLabelText('Day'), 'Wednesday');
  await userEvent.selectOptions(screen.getByLabelText('Date range'), 'Last 7 days');
  await userEvent.clear(screen.getByLabelText('Hour'));
  await userEvent.type(screen.getByLabelText('Hour'), '17');
  await userEvent.clear(screen.getByLabelText('Minute'));
  await userEvent.type(screen.getByLabelText('Minute'), '45');
  await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris');
  await userEvent.click(screen.getByLabelText('Attach a PDF'));
  await userEvent.click(screen.getByLabelText(/Show a preview image/));
  await userEvent.click(scheduleButton());

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const posts = api.calls.filter((call) => call.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.path).toBe('/api/automatic-reports');
  expect(posts[0]!.body).toEqual({
    dashboard_id: 1,
    recipients: 'client@example.com, boss@example.com',
    period: 'WEEK',
    detail: 3,
    date_range: 'LAST_7_DAYS',
    hour: 17,
    minute: 45,
    timezone: 'Europe/Paris',
    with_pdf: true,
    with_preview: false,
  });
  expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'automaticReportScheduled', dashboardId: 1, reportId: 9 })]);
  expect(JSON.stringify(window.dataLayer)).not.toContain('@example.com');
  expect(notices).toHaveBeenCalledWith({ level: 'success', message: 'Automatic report scheduled: Weekly, every Wednesday, 17:45 (Europe/Paris).' });
  off();
});

it("shows a 422's messages under their fields until the field is changed, and neither closes nor pushes the event", async () => {
  const { onClose } = await openModal({
    handlers: {
      'POST /api/automatic-reports': () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { recipients: ['The domain example.org does not receive mail.'], timezone: ['The timezone is not a known time zone.'] } },
      }),
    },
  });
  const recipients = screen.getByLabelText('Recipients');
  await userEvent.type(recipients, 'client@example.org');
  await userEvent.click(scheduleButton());
  await waitFor(() => expect(recipients).toHaveAccessibleDescription('The domain example.org does not receive mail.'));
  expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription('The timezone is not a known time zone.');
  expect(onClose).not.toHaveBeenCalled();
  expect(window.dataLayer).toEqual([]);

  await userEvent.type(recipients, 'm');
  expect(recipients).not.toHaveAccessibleDescription();
  expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription('The timezone is not a known time zone.');
});

it('says Scheduling… while the report is sent and Failed once it is refused; a new period answers a message about the day', async () => {
  let answer!: (reply: MockReply) => void;
  await openModal({ handlers: { 'POST /api/automatic-reports': () => new Promise<MockReply>((resolve) => (answer = resolve)) } });
  await userEvent.type(screen.getByLabelText('Recipients'), 'client@example.com');
  await userEvent.click(scheduleButton());
  expect(await screen.findByRole('button', { name: 'Scheduling…' })).toBeDisabled();
  answer({ status: 422, body: { message: 'The given data was invalid.', errors: { detail: ['Choose the day the report is sent.'] } } });
  expect(await screen.findByRole('button', { name: 'Failed' })).toBeInTheDocument();
  expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('Choose the day the report is sent.');
  expect(screen.getByLabelText('Recipients')).toHaveValue('client@example.com');
  await waitFor(() => expect(scheduleButton()).toBeEnabled());

  await userEvent.selectOptions(screen.getByLabelText('Period'), 'Weekly');
  expect(screen.getByLabelText('Day')).toHaveDisplayValue('Monday');
  expect(screen.getByLabelText('Day')).not.toHaveAccessibleDescription();
});

it('shows the limit as a banner, Schedule disabled, at 5 reports; deleting one makes room', async () => {
  const reports = [1, 2, 3, 4, 5].map((id) => report(id));
  const { api, dialog } = await openModal({ reports, handlers: { 'DELETE /api/automatic-reports/3': () => ({ status: 204 }) } });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(REPORT_LIMIT_MESSAGE);
  await userEvent.type(screen.getByLabelText('Recipients'), 'client@example.com');
  expect(scheduleButton()).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Delete the report Weekly, every Monday, 09:30 (Europe/Paris) to client3@example.com' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this automatic report?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(REPORT_LIMIT_MESSAGE)).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/automatic-reports/3']);
  expect(screen.queryByText('To client3@example.com')).not.toBeInTheDocument();
  expect(scheduleButton()).toBeEnabled();
});

it("shows the API's refusal of the dashboard as a banner and lists its reports again, until one is deleted", async () => {
  let listed: AutomaticReport[] = [];
  await openModal({
    handlers: {
      [LIST]: () => ({ body: { data: listed } }),
      'DELETE /api/automatic-reports/2': () => ({ status: 204 }),
      'POST /api/automatic-reports': () => {
        listed = [1, 2, 3, 4, 5].map((id) => report(id));
        return { status: 422, body: { message: 'The given data was invalid.', errors: { dashboard_id: [REPORT_LIMIT_MESSAGE] } } };
      },
    },
  });
  await userEvent.type(screen.getByLabelText('Recipients'), 'client@example.com');
  await userEvent.click(scheduleButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_LIMIT_MESSAGE);
  expect(await screen.findByText('To client5@example.com')).toBeInTheDocument();
  expect(screen.getAllByText(REPORT_LIMIT_MESSAGE)).toHaveLength(1);
  // Once the button no longer says Failed.
  await waitFor(() => expect(scheduleButton()).toBeDisabled());

  await userEvent.click(screen.getByRole('button', { name: /to client2@example.com$/ }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this automatic report?' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText(REPORT_LIMIT_MESSAGE)).not.toBeInTheDocument());
  expect(scheduleButton()).toBeEnabled();
});

it('says when scheduling failed for another reason, and reports it', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { onClose } = await openModal({ handlers: { 'POST /api/automatic-reports': () => ({ status: 500, body: { message: 'Server Error' } }) } });
  await userEvent.type(screen.getByLabelText('Recipients'), 'client@example.com');
  await userEvent.click(scheduleButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be scheduled. Try again.');
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  expect(onClose).not.toHaveBeenCalled();
  logged.mockRestore();
});

describe('the e-mail DNS warning', () => {
  it('shows while the company sends from its own address that is not verified', async () => {
    const { dialog } = await openModal({ company: { fromAddress: 'reports@acme.test', verifiedWhitelabel: false } });
    expect(within(dialog).getByText(EMAIL_DNS_MESSAGE)).toBeInTheDocument();
  });

  it.each([
    ['the product address', { fromAddress: null, verifiedWhitelabel: false }],
    ['a verified own address', { fromAddress: 'reports@acme.test', verifiedWhitelabel: true }],
  ])('does not show for %s', async (_name, company) => {
    await openModal({ company });
    expect(screen.queryByText(EMAIL_DNS_MESSAGE)).not.toBeInTheDocument();
  });
});

it('cannot attach a PDF when the dashboard has too many widgets for one', async () => {
  await openModal({ pdfDisabled: true });
  expect(screen.getByLabelText('Attach a PDF')).toBeDisabled();
  expect(screen.getByLabelText('Attach a PDF')).not.toBeChecked();
});
