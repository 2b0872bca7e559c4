import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import { testPageConfig, testUser, type MockHandler } from '@pulseboard/shared/testing';
import { dashboardApi } from '../../test-support/dashboard-api';
import { dashboardDocument } from '../../test-support/dashboard-fixtures';
import { renderDashboard } from '../../test-support/render-dashboard';

const settings = { secret: 's3cr3t-embed-key', allowedSites: ['https://www.client.com'] };
const member = testPageConfig({ user: testUser({ roleName: 'member', role: 2 }) });

async function openEmbedDialog(config = testPageConfig(), handlers: Record<string, MockHandler> = {}) {
  const api = dashboardApi({ dashboard: dashboardDocument({ name: 'Acme "Q1" <report>' }), handlers: { 'GET /api/company/embedding': () => ({ body: { data: settings } }), ...handlers } });
  renderDashboard('/dashboards/acme', config);
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await userEvent.click(screen.getByRole('button', { name: 'Embed' }));
  return { api, dialog: await screen.findByRole('dialog', { name: 'Embed this dashboard' }) };
}

it("gives the dashboard's frame and script codes to copy, and how a private one is opened", async () => {
  const user = userEvent.setup();
  const { dialog } = await openEmbedDialog(member);
  expect(within(dialog).getByRole('textbox', { name: 'Frame code' })).toHaveValue(
    '<iframe src="http://localhost/embed/dashboards/acme" data-pulseboard-embed style="width:100%;border:0" title="Acme &quot;Q1&quot; &lt;report&gt;"></iframe>\n' +
      '<script src="http://localhost/embed.js" async></script>',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Copy frame code' }));
  expect(await navigator.clipboard.readText()).toContain('/embed/dashboards/acme');
  expect(within(dialog).getByRole('textbox', { name: 'Script code' })).toHaveValue(
    '<pulseboard-dashboard permalink="acme"></pulseboard-dashboard>\n<script src="http://localhost/embed.js" async></script>',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Copy script code' }));
  expect(await navigator.clipboard.readText()).toContain('<pulseboard-dashboard permalink="acme">');
  expect(dialog).toHaveTextContent('#token=<signed token>');
  expect(dialog).toHaveTextContent('"dashboard": "acme"');
  expect(dialog).toHaveTextContent('docs/embedding.md');
});

it('shows a member no secret and no sites, only who manages them', async () => {
  const { api, dialog } = await openEmbedDialog(member);
  expect(dialog).toHaveTextContent('An admin of your company manages the embed secret and the sites allowed to embed dashboards.');
  expect(within(dialog).queryByText(/Embed secret/)).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('form', { name: 'Allowed sites' })).not.toBeInTheDocument();
  expect(api.calls.some((call) => call.path === '/api/company/embedding')).toBe(false);
});

it('shows an admin the secret once revealed, and rotates it only after a confirmation', async () => {
  let rotations = 0;
  const { api, dialog } = await openEmbedDialog(testPageConfig(), {
    'POST /api/company/embedding/secret': () => {
      rotations += 1;
      return { body: { data: { ...settings, secret: 'n3w-s3cr3t' } } };
    },
  });
  const secret = await within(dialog).findByLabelText('Embed secret');
  expect(secret).not.toHaveValue('s3cr3t-embed-key');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal secret' }));
  expect(secret).toHaveValue('s3cr3t-embed-key');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
  const question = await screen.findByRole('dialog', { name: 'Rotate the embed secret?' });
  expect(question).toHaveTextContent('stops working');
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(rotations).toBe(0);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Rotate the embed secret?' })).getByRole('button', { name: 'Rotate secret' }));
  await waitFor(() => expect(secret).toHaveValue('n3w-s3cr3t'));
  expect(rotations).toBe(1);
  expect(api.calls.filter((call) => call.path === '/api/company/embedding/secret')).toHaveLength(1);
});

describe('the allowed sites', () => {
  it('are added, removed and saved as the API keeps them, with a confirmation', async () => {
    const notices = jest.fn();
    const off = eventBus.on('ui:notify', notices);
    const { api, dialog } = await openEmbedDialog(testPageConfig(), {
      'PUT /api/company/embedding': ({ body }) => ({ body: { data: { ...settings, allowedSites: (body as { allowedSites: string[] }).allowedSites.map((site) => new URL(site).origin) } } }),
    });
    const form = await within(dialog).findByRole('form', { name: 'Allowed sites' });
    expect(within(form).getByLabelText('Site 1')).toHaveValue('https://www.client.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a site' }));
    await userEvent.type(within(form).getByLabelText('Site 2'), 'https://shop.client.com/');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a site' }));
    await userEvent.type(within(form).getByLabelText('Site 3'), 'https://blog.client.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove site 1' }));
    expect(within(form).getByLabelText('Site 1')).toHaveValue('https://shop.client.com/');
    expect(within(form).getByLabelText('Site 2')).toHaveValue('https://blog.client.com');
    expect(within(form).queryByLabelText('Site 3')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save sites' }));
    await waitFor(() => expect(notices).toHaveBeenCalledWith({ level: 'success', message: 'The sites allowed to embed dashboards were saved.' }));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ allowedSites: ['https://shop.client.com', 'https://blog.client.com'] });
    expect(within(form).getByLabelText('Site 1')).toHaveValue('https://shop.client.com');
    off();
  });

  it("say what is wrong with a site under it: the contract's rule before saving, the API's 422 after", async () => {
    const { api, dialog } = await openEmbedDialog(testPageConfig(), {
      'PUT /api/company/embedding': () => ({ status: 422, body: { message: 'Invalid', errors: { 'allowedSites.1': ['This site is Pulseboard itself.'] } } }),
    });
    const form = await within(dialog).findByRole('form', { name: 'Allowed sites' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add a site' }));
    await userEvent.type(within(form).getByLabelText('Site 2'), 'www.client.com/blog');
    await userEvent.click(within(form).getByRole('button', { name: 'Save sites' }));
    expect(await within(form).findByText('Give a site as its address, such as https://www.client.com.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Site 2'));
    await userEvent.type(within(form).getByLabelText('Site 2'), 'http://localhost');
    await userEvent.click(within(form).getByRole('button', { name: 'Save sites' }));
    expect(await within(form).findByText('This site is Pulseboard itself.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Site 2')).toHaveAccessibleDescription('This site is Pulseboard itself.');
    expect(within(form).getByLabelText('Site 1')).not.toHaveAttribute('aria-invalid');
  });
});
