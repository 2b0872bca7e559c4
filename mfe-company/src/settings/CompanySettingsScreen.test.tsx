import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { companyAtom, eventBus, setLeaveHandler, type Company } from '@pulseboard/shared';
import { mockApi, renderWithShell, testCompany, type MockHandler } from '@pulseboard/shared/testing';
import { CompanySettingsScreen } from './CompanySettingsScreen';

const company: Company = {
  ...testCompany(),
  phone: '+1 555 0100',
  timezone: 'UTC',
  roles: [],
  domain: null,
  domainCname: 'edge.pulseboard.app',
  domainVerified: false,
  domainDns: [],
  domainCheckedAt: null,
  emailUsername: null,
  activeEmail: true,
  emailDns: [],
  emailCheckedAt: null,
  products: [],
  discount: 0,
};
const LOGO_URL = '/files/3/logo-abcdefghijklmnopqrstuvwxyz.png';

function renderScreen(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({ 'GET /api/company': () => ({ body: { data: company } }), ...handlers });
  const view = renderWithShell(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CompanySettingsScreen />
    </SWRConfig>,
    { path: '/company/settings', routes: [{ path: '/dashboards', element: <p>Dashboards list</p> }] },
  );
  return { api, ...view };
}

const form = async () => screen.findByRole('form', { name: 'Company details' });

it('saves the name, phone, time zone and a logo stored as it is picked, and the shell shows them at once', async () => {
  const notified = jest.fn();
  const stopListening = eventBus.on('ui:notify', notified);
  const { api, store } = renderScreen({
    'POST /api/files/logo': () => ({ status: 201, body: { data: { filename: 'logo-abcdefghijklmnopqrstuvwxyz.png', url: LOGO_URL } } }),
    'POST /api/company': ({ body }) => ({ body: { data: { ...company, ...(body as object) } } }),
  });
  const details = await form();
  expect(within(details).getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 555 0100');
  const name = within(details).getByRole('textbox', { name: 'Company name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Northwind Digital');
  expect(within(details).getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
  await userEvent.selectOptions(within(details).getByRole('combobox', { name: 'Time zone' }), 'Europe/Paris');
  await userEvent.upload(within(details).getByLabelText('click to upload'), new File(['png'], 'logo.png', { type: 'image/png' }));
  expect(await within(details).findByRole('img', { name: 'Logo' })).toHaveAttribute('src', LOGO_URL);
  await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(notified).toHaveBeenCalledWith({ level: 'success', message: 'The company details were saved.' }));
  stopListening();
  expect(api.calls.find((call) => call.path === '/api/company' && call.method === 'POST')?.body).toEqual({ name: 'Northwind Digital', phone: '+1 555 0100', logo: LOGO_URL, timezone: 'Europe/Paris' });
  await waitFor(() => expect(store.get(companyAtom)).toMatchObject({ name: 'Northwind Digital', logo: LOGO_URL }));
});

it('shows what the server refused under each field and keeps what was typed', async () => {
  renderScreen({
    'POST /api/company': () => ({ status: 422, body: { message: 'Invalid', errors: { phone: ['The phone must be a phone number: digits, spaces and + ( ) . - only.'] } } }),
    'POST /api/files/logo': () => ({ status: 422, body: { message: 'Invalid file type', errors: { file: ['Invalid file type'] } } }),
  });
  const details = await form();
  await userEvent.upload(within(details).getByLabelText('click to upload'), new File(['png'], 'logo.png', { type: 'image/png' }));
  expect(await within(details).findByText('Invalid file type')).toBeInTheDocument();
  await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
  expect(await within(details).findByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('The phone must be a phone number: digits, spaces and + ( ) . - only.');
});

it('checks the name and the phone before sending', async () => {
  const { api } = renderScreen();
  const details = await form();
  await userEvent.clear(within(details).getByRole('textbox', { name: 'Company name' }));
  await userEvent.type(within(details).getByRole('textbox', { name: 'Phone' }), 'x');
  await userEvent.click(within(details).getByRole('button', { name: 'Save' }));
  expect(within(details).getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('The name field is required.');
  expect(within(details).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/phone number/);
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

it('asks before leaving the page with unsaved changes, and stays when told to', async () => {
  const { router } = renderScreen();
  const details = await form();
  await userEvent.type(within(details).getByRole('textbox', { name: 'Company name' }), ' Ltd');
  void router.navigate('/dashboards');
  const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
  expect(router.state.location.pathname).toBe('/company/settings');
  void router.navigate('/dashboards');
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
  expect(await screen.findByText('Dashboards list')).toBeInTheDocument();
});

it('deletes the company only with the right password, then leaves for the login page', async () => {
  const leave = jest.fn();
  setLeaveHandler(leave);
  let attempts = 0;
  const { api } = renderScreen({
    'GET /api/users/7/identities': () => ({ body: { data: { identities: [], hasPassword: true } } }),
    'DELETE /api/company': () => {
      attempts += 1;
      return attempts === 1 ? { status: 422, body: { message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } } } : { status: 204 };
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Agency?' });
  await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(await within(dialog).findByLabelText('Your password')).toHaveAccessibleDescription('The password is incorrect.');
  expect(leave).not.toHaveBeenCalled();
  await userEvent.clear(within(dialog).getByLabelText('Your password'));
  await userEvent.type(within(dialog).getByLabelText('Your password'), 'the right one');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/login'));
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
    { delete: true, password: 'wrong' },
    { delete: true, password: 'the right one' },
  ]);
});

it("asks an admin without a password (signing in through a provider) to type the company's name, and shows a wrong one under the field", async () => {
  const leave = jest.fn();
  setLeaveHandler(leave);
  const { api } = renderScreen({
    'GET /api/users/7/identities': () => ({ body: { data: { identities: [{ provider: 'google', email: 'ada@example.com', linkedAt: '2026-01-01T00:00:00Z' }], hasPassword: false } } }),
    'DELETE /api/company': ({ body }) =>
      (body as { companyName: string }).companyName === 'Acme Agency'
        ? { status: 204 }
        : { status: 422, body: { message: "Type the company's name exactly as it is shown.", errors: { companyName: ["Type the company's name exactly as it is shown."] } } },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Agency?' });
  const name = await within(dialog).findByLabelText("The company's name");
  expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(name).toHaveAccessibleDescription("Type the company's name.");
  await userEvent.type(name, 'Acme');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  expect(await within(dialog).findByLabelText("The company's name")).toHaveAccessibleDescription("Type the company's name exactly as it is shown.");
  expect(leave).not.toHaveBeenCalled();
  await userEvent.type(within(dialog).getByLabelText("The company's name"), ' Agency');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/login'));
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
    { delete: true, companyName: 'Acme' },
    { delete: true, companyName: 'Acme Agency' },
  ]);
});

describe('white label', () => {
  const cname = { purpose: 'cname', type: 'CNAME', name: 'reports.acme.com', expected: 'edge.pulseboard.app', observed: null, status: 'unchecked', problem: null } as const;
  const ownership = {
    purpose: 'ownership',
    type: 'TXT',
    name: '_pulseboard.reports.acme.com',
    expected: 'pulseboard-domain-verification=abc',
    observed: null,
    status: 'unchecked',
    problem: null,
  } as const;
  const withDomain: Company = { ...company, domain: 'reports.acme.com', domainDns: [cname, ownership] };

  it('saves the domain, shows the records to create, and says what the check found', async () => {
    const { api } = renderScreen({
      'PUT /api/company/domain': () => ({ body: { data: withDomain } }),
      'POST /api/company/domain/check': () => ({
        body: {
          data: {
            ...withDomain,
            domainCheckedAt: '2026-11-24T10:00:00.000Z',
            domainDns: [
              { ...cname, status: 'mismatch', observed: ['old.example.net'], problem: 'reports.acme.com points to old.example.net; it must point to edge.pulseboard.app.' },
              { ...ownership, status: 'verified', observed: [ownership.expected] },
            ],
          },
        },
      }),
    });
    const domainForm = await screen.findByRole('form', { name: 'White-label domain' });
    await userEvent.type(within(domainForm).getByRole('textbox', { name: 'Domain' }), 'reports.acme.com');
    await userEvent.click(within(domainForm).getByRole('button', { name: 'Save domain' }));
    const records = await screen.findByRole('table', { name: 'Records of the domain' });
    expect(api.calls.find((call) => call.path === '/api/company/domain')?.body).toEqual({ domain: 'reports.acme.com' });
    expect(within(records).getByRole('row', { name: /^CNAME reports\.acme\.com/ })).toHaveTextContent('edge.pulseboard.app');
    expect(within(records).getAllByText('Not checked yet')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Check DNS now' }));
    expect(await within(records).findByText('reports.acme.com points to old.example.net; it must point to edge.pulseboard.app.')).toBeInTheDocument();
    expect(within(records).getByText('Found: old.example.net')).toBeInTheDocument();
    expect(within(records).getByText('Verified')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => /Until both are verified/.test(status.textContent ?? ''))).toBe(true);
  });

  it('shows a domain the API refused under the field', async () => {
    renderScreen({
      'PUT /api/company/domain': () => ({
        status: 422,
        body: { message: 'x', errors: { domain: ['Use a subdomain such as reports.acme.com: a CNAME record cannot be created at the domain itself, where its e-mail records live.'] } },
      }),
    });
    const domainForm = await screen.findByRole('form', { name: 'White-label domain' });
    await userEvent.type(within(domainForm).getByRole('textbox', { name: 'Domain' }), 'acme.com');
    await userEvent.click(within(domainForm).getByRole('button', { name: 'Save domain' }));
    expect(await within(domainForm).findByRole('textbox', { name: 'Domain' })).toHaveAccessibleDescription(/Use a subdomain such as reports\.acme\.com/);
  });

  it('saves the sender and says mail goes from it once verified', async () => {
    const verified: Company = {
      ...company,
      fromAddress: 'reports@acme.com',
      emailUsername: 'reports',
      verifiedWhitelabel: true,
      emailDns: [
        {
          purpose: 'spf',
          type: 'TXT',
          name: 'acme.com',
          expected: 'v=spf1 include:_spf.pulseboard.app ~all',
          observed: ['v=spf1 include:_spf.pulseboard.app ~all'],
          status: 'verified',
          problem: null,
        },
      ],
    };
    const { api } = renderScreen({ 'PUT /api/company/sender': () => ({ body: { data: verified } }) });
    const senderForm = await screen.findByRole('form', { name: 'White-label sender' });
    await userEvent.type(within(senderForm).getByRole('textbox', { name: 'Sender address' }), 'Reports@Acme.com');
    await userEvent.click(within(senderForm).getByRole('button', { name: 'Save sender' }));
    expect(await screen.findByText(/report e-mails go from reports@acme\.com, signed with your domain's DKIM key/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/company/sender')?.body).toEqual({ from_address: 'reports@acme.com', active_email: true });
  });
});
