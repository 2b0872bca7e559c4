import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { eventBus, type Source } from '@pulseboard/shared';
import { mockApi, renderWithShell, type MockHandler } from '@pulseboard/shared/testing';
import { setNavigation } from './api';
import { SourcesScreen } from './SourcesScreen';

const ga: Source = { id: 1, name: 'google_analytics', account: 'ana@acme.test', invalid: false, properties: [], createdAt: '2026-01-01T00:00:00Z' };
const gsc: Source = { id: 2, name: 'google_webmasters', account: 'seo@acme.test', invalid: true, properties: [], createdAt: '2026-01-01T00:00:00Z' };
const types = [
  { type: 'demo', label: 'Sample data', category: 'sample', credentials: 'none', available: true },
  { type: 'google_analytics', label: 'Google Analytics 4', category: 'search', credentials: 'oauth', available: true },
  { type: 'google_ads', label: 'Google Ads', category: 'ads', credentials: 'oauth', available: false },
  { type: 'woocommerce', label: 'WooCommerce', category: 'ecommerce', credentials: 'woocommerce', available: true },
];

function renderScreen(handlers: Record<string, MockHandler>, sources: Source[] = [ga, gsc]) {
  const api = mockApi({ 'GET /api/sources': () => ({ body: { data: sources } }), 'GET /api/configs/sources': () => ({ body: { data: types } }), ...handlers });
  renderWithShell(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SourcesScreen />
    </SWRConfig>,
    { path: '/company/sources' },
  );
  return api;
}

it('lists the sources, the invalid one highlighted with a re-authorisation', async () => {
  renderScreen({});
  const invalid = await screen.findByRole('listitem', { name: /Google Search Console/ });
  expect(within(invalid).getByText('Needs re-authorisation')).toBeInTheDocument();
  expect(within(invalid).getByRole('button', { name: 'Re-authorise' })).toBeInTheDocument();
  const valid = screen.getByRole('listitem', { name: /Google Analytics 4/ });
  expect(within(valid).getByText('Connected')).toBeInTheDocument();
  expect(within(valid).queryByRole('button', { name: 'Re-authorise' })).not.toBeInTheDocument();
});

it("loads a source's properties from its provider when asked", async () => {
  renderScreen({
    'GET /api/sources/1/properties': () => ({ body: { data: [{ id: 'properties/1', name: 'acme.com', group: 'Acme' }] } }),
  });
  const item = await screen.findByRole('listitem', { name: /Google Analytics 4/ });
  await userEvent.click(within(item).getByRole('button', { name: 'Properties' }));
  expect(await within(item).findByText('acme.com')).toBeInTheDocument();
  expect(within(item).getByText('Acme ·')).toBeInTheDocument();
});

it('says when the provider refused to list the properties', async () => {
  renderScreen({ 'GET /api/sources/1/properties': () => ({ status: 502, body: { message: 'Google Analytics 4 did not answer as expected.' } }) });
  const item = await screen.findByRole('listitem', { name: /Google Analytics 4/ });
  await userEvent.click(within(item).getByRole('button', { name: 'Properties' }));
  expect(await within(item).findByRole('alert')).toHaveTextContent('did not answer as expected');
});

it('re-authorises an OAuth source through the provider', async () => {
  const navigate = jest.fn();
  setNavigation(navigate);
  const api = renderScreen({ 'PUT /api/sources/2': () => ({ body: { redirect: 'https://accounts.example/consent?state=x' } }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Re-authorise' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://accounts.example/consent?state=x'));
  expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ reauthorize: true });
});

it('deletes after confirmation, and takes a 404 as already deleted', async () => {
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  const api = renderScreen({ 'DELETE /api/sources/1': () => ({ status: 404, body: { message: 'Not Found' } }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Google Analytics 4 ana@acme.test' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Google Analytics 4 (ana@acme.test)?');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  expect(notices).not.toHaveBeenCalled();
  off();
});

it('reports a delete that failed for another reason', async () => {
  const notices = jest.fn();
  const off = eventBus.on('ui:notify', notices);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderScreen({ 'DELETE /api/sources/1': () => ({ status: 500, body: { message: 'Server Error' } }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Google Analytics 4 ana@acme.test' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(notices).toHaveBeenCalledWith({ level: 'error', message: 'Google Analytics 4 could not be deleted. Try again.' }));
  off();
});

describe('connecting a source', () => {
  it('lists every type, those without a connector as not yet available', async () => {
    renderScreen({}, []);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Connect a source' }))[0]!);
    const ads = await screen.findByRole('button', { name: /Google Ads/ });
    expect(ads).toBeDisabled();
    expect(ads).toHaveTextContent('Not yet available');
    expect(screen.getByRole('button', { name: /Sample data/ })).toBeEnabled();
  });

  it('connects the sample data at once', async () => {
    const api = renderScreen({ 'POST /api/sources': () => ({ status: 201, body: { data: { ...ga, id: 9, name: 'demo', account: null } } }) }, []);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Connect a source' }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: /Sample data/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'none', name: 'demo' });
  });

  it('sends an OAuth type to its consent page', async () => {
    const navigate = jest.fn();
    setNavigation(navigate);
    renderScreen({ 'POST /api/sources': () => ({ body: { redirect: '/sandbox/google/o/oauth2/v2/auth?state=s' } }) }, []);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Connect a source' }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: /Google Analytics 4/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sandbox/google/o/oauth2/v2/auth?state=s'));
  });

  it('asks WooCommerce for the store URL and sends "consumer key|consumer secret", showing field errors', async () => {
    const api = renderScreen(
      { 'POST /api/sources': () => ({ status: 422, body: { message: 'Invalid', errors: { account: ['The account must be the URL of your store, like https://shop.example.com.'] } } }) },
      [],
    );
    await userEvent.click((await screen.findAllByRole('button', { name: 'Connect a source' }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: /WooCommerce/ }));
    await userEvent.type(screen.getByLabelText('Store URL'), 'https://shop.acme.test');
    await userEvent.type(screen.getByLabelText('Consumer key'), 'ck_123');
    await userEvent.type(screen.getByLabelText('Consumer secret'), 'cs_456');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/must be the URL of your store/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'token', name: 'woocommerce', account: 'https://shop.acme.test', token: 'ck_123|cs_456' });
  });
});
