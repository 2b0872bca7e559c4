import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SERVER_FAILURE_MESSAGE } from '@pulseboard/shared';
import { mockApi, type MockHandler } from '@pulseboard/shared/testing';
import { setNavigation } from './api';
import { ConnectSourceDialog } from './ConnectSourceDialog';

const types = [
  { type: 'semrush', label: 'Semrush', category: 'seo', credentials: 'token', available: true },
  { type: 'accuranker', label: 'AccuRanker', category: 'seo', credentials: 'account_oauth', available: true },
  { type: 'woocommerce', label: 'WooCommerce', category: 'ecommerce', credentials: 'woocommerce', available: true },
];
const stored = { id: 9, name: 'semrush', account: 'acme', invalid: false, properties: [], createdAt: '2026-01-01T00:00:00Z' };
const unprocessable = (errors: Record<string, string[]>) => ({ status: 422, body: { message: 'The given data was invalid.', errors } });

let api: ReturnType<typeof mockApi>;

/** The connect dialog, on the credentials form of the type named `label`. */
async function openCredentials(label: string, postSource: MockHandler = () => ({ status: 201, body: { data: stored } }), entries: object[] = types) {
  api = mockApi({ 'GET /api/configs/sources': () => ({ body: { data: entries } }), 'POST /api/sources': postSource });
  const onConnected = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConnectSourceDialog open onClose={jest.fn()} onConnected={onConnected} />
    </SWRConfig>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: label }));
  return { user, onConnected, form: screen.getByRole('form', { name: `Connect ${label}` }) };
}

const posted = () => api.calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('an account-plus-token source', () => {
  it('needs the account and the token, said under each, and sends nothing', async () => {
    const { user } = await openCredentials('Semrush');
    await user.type(screen.getByRole('textbox', { name: 'API token' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription('The account field is required.');
    expect(screen.getByRole('textbox', { name: 'API token' })).toHaveAccessibleDescription('The token field is required.');
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveFocus();
    expect(posted()).toEqual([]);
  });

  it('refuses an account longer than 255 characters', async () => {
    const { user } = await openCredentials('Semrush');
    await user.click(screen.getByRole('textbox', { name: 'Account' }));
    await user.paste('a'.repeat(256));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription('The account may not be greater than 255 characters.');
  });

  it('sends the trimmed account and token, and hands on the stored source', async () => {
    const { user, onConnected } = await openCredentials('Semrush');
    await user.type(screen.getByRole('textbox', { name: 'Account' }), ' acme ');
    await user.type(screen.getByRole('textbox', { name: 'API token' }), 'k-123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onConnected).toHaveBeenCalledWith(stored));
    expect(posted()).toEqual([{ kind: 'token', name: 'semrush', account: 'acme', token: 'k-123' }]);
  });

  it('is pending while the source is connected', async () => {
    let answer!: () => void;
    const { user } = await openCredentials('Semrush', () => new Promise((resolve) => (answer = () => resolve({ status: 201, body: { data: stored } }))));
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'acme');
    await user.type(screen.getByRole('textbox', { name: 'API token' }), 'k-123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: 'Connecting…' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Connecting…' })).not.toBeInTheDocument());
  });

  it('puts a 422 under the account and the token, the rest as the general message, keeping what was typed', async () => {
    const { user, form } = await openCredentials('Semrush', () =>
      unprocessable({ account: ['Semrush does not know this account.'], token: ['The token was refused.'], name: ['Semrush is not available yet.'] }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'acme');
    await user.type(screen.getByRole('textbox', { name: 'API token' }), 'k-123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription('Semrush does not know this account.');
    expect(screen.getByRole('textbox', { name: 'API token' })).toHaveAccessibleDescription('The token was refused.');
    expect(form).toHaveTextContent('Semrush is not available yet.');
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('acme');
    expect(screen.getByRole('textbox', { name: 'API token' })).toHaveValue('k-123');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('says a server failure as the general message', async () => {
    const { user, form } = await openCredentials('Semrush', () => ({ status: 500, body: { message: 'Server Error' } }));
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'acme');
    await user.type(screen.getByRole('textbox', { name: 'API token' }), 'k-123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(form).toHaveTextContent(SERVER_FAILURE_MESSAGE));
  });

  it('goes back to the list of types', async () => {
    const { user } = await openCredentials('Semrush');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semrush' })).toBeInTheDocument();
  });
});

describe('an SEO tool that reports on typed domains', () => {
  it('asks for the domains as the account, and sends them with the token', async () => {
    const withDomains = types.map((entry) => (entry.type === 'semrush' ? { ...entry, account: 'domains' } : entry));
    const { user, onConnected } = await openCredentials('Semrush', undefined, withDomains);
    expect(screen.getByRole('textbox', { name: 'Domains' })).toHaveAttribute('placeholder', 'example.com, shop.example.com');
    await user.type(screen.getByRole('textbox', { name: 'Domains' }), 'acme.com, shop.acme.com');
    await user.type(screen.getByRole('textbox', { name: 'API token' }), 'k-123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(posted()).toEqual([{ kind: 'token', name: 'semrush', account: 'acme.com, shop.acme.com', token: 'k-123' }]);
  });
});

describe('WooCommerce', () => {
  it('needs a store URL and keys that look like WooCommerce’s, and sends nothing', async () => {
    const { user } = await openCredentials('WooCommerce');
    await user.type(screen.getByRole('textbox', { name: 'Store URL' }), 'shop.acme.test');
    await user.type(screen.getByRole('textbox', { name: 'Consumer key' }), 'cs_123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('textbox', { name: 'Store URL' })).toHaveAccessibleDescription('The account must be the URL of your store, like https://shop.example.com.');
    expect(screen.getByRole('textbox', { name: 'Consumer key' })).toHaveAccessibleDescription('The consumer key starts with ck_.');
    expect(screen.getByRole('textbox', { name: 'Consumer secret' })).toHaveAccessibleDescription('The consumer secret field is required.');
    expect(posted()).toEqual([]);
  });

  it('sends the store’s address and "consumer key|consumer secret" as the token', async () => {
    const { user, onConnected } = await openCredentials('WooCommerce');
    await user.type(screen.getByRole('textbox', { name: 'Store URL' }), 'https://shop.acme.test/');
    await user.type(screen.getByRole('textbox', { name: 'Consumer key' }), ' ck_123 ');
    await user.type(screen.getByRole('textbox', { name: 'Consumer secret' }), 'cs_456');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(posted()).toEqual([{ kind: 'token', name: 'woocommerce', account: 'https://shop.acme.test', token: 'ck_123|cs_456' }]);
  });

  it('puts a 422 about the token under the consumer key', async () => {
    const { user } = await openCredentials('WooCommerce', () => unprocessable({ token: ['The store refused these keys.'] }));
    await user.type(screen.getByRole('textbox', { name: 'Store URL' }), 'https://shop.acme.test');
    await user.type(screen.getByRole('textbox', { name: 'Consumer key' }), 'ck_123');
    await user.type(screen.getByRole('textbox', { name: 'Consumer secret' }), 'cs_456');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('textbox', { name: 'Consumer key' })).toHaveAccessibleDescription('The store refused these keys.');
    expect(screen.getByRole('textbox', { name: 'Consumer secret' })).toHaveValue('cs_456');
  });

  it('offers the sandbox store in sandbox mode, filling in its address and both keys', async () => {
    const sandbox = { account: 'http://127.0.0.1:3000/sandbox/woocommerce/stores/acme-outdoor', token: 'ck_7_abc|cs_def' };
    const withSandbox = types.map((entry) => (entry.type === 'woocommerce' ? { ...entry, sandbox } : { ...entry, sandbox: null }));
    const { user, onConnected } = await openCredentials('WooCommerce', undefined, withSandbox);
    await user.click(screen.getByRole('button', { name: 'Fill in the sandbox store' }));
    expect(screen.getByRole('textbox', { name: 'Store URL' })).toHaveValue(sandbox.account);
    expect(screen.getByRole('textbox', { name: 'Consumer key' })).toHaveValue('ck_7_abc');
    expect(screen.getByRole('textbox', { name: 'Consumer secret' })).toHaveValue('cs_def');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onConnected).toHaveBeenCalled());
    expect(posted()).toEqual([{ kind: 'token', name: 'woocommerce', account: sandbox.account, token: sandbox.token }]);
  });

  it('offers nothing outside sandbox mode', async () => {
    await openCredentials('WooCommerce');
    expect(screen.queryByRole('button', { name: 'Fill in the sandbox store' })).not.toBeInTheDocument();
  });
});

describe('an account-plus-OAuth source', () => {
  it('asks for the account alone, then sends it to the consent page', async () => {
    const navigate = jest.fn();
    setNavigation(navigate);
    const { user } = await openCredentials('AccuRanker', () => ({ body: { redirect: '/sandbox/accuranker/consent?state=s' } }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription('The account field is required.');
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'acme');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sandbox/accuranker/consent?state=s'));
    expect(posted()).toEqual([{ kind: 'oauth', name: 'accuranker', account: 'acme' }]);
  });
});
