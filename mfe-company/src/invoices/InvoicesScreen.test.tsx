import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { formatBillingDate, type Order } from '@pulseboard/shared';
import { mockApi, renderWithShell } from '@pulseboard/shared/testing';
import { InvoicesScreen } from './InvoicesScreen';

const renewal: Order = {
  id: 2,
  number: 'PB-0002',
  date: '2026-04-01T10:00:00.000Z',
  periodStart: '2026-04-01T10:00:00.000Z',
  periodEnd: '2026-05-01T10:00:00.000Z',
  dashboards: 5,
  interval: 1,
  subtotal: 7500,
  discount: 2500,
  total: 5000,
  description: 'Renewal: 5 dashboards, monthly',
  pdf: '/api/orders/2/pdf',
};
const first: Order = {
  ...renewal,
  id: 1,
  number: 'PB-0001',
  date: '2026-03-01T10:00:00.000Z',
  discount: 0,
  subtotal: 7500,
  total: 7500,
  description: 'Subscription: 5 dashboards, monthly',
  pdf: '/api/orders/1/pdf',
};

function renderScreen(orders: Order[]) {
  mockApi({ 'GET /api/orders': () => ({ body: { data: orders } }) });
  renderWithShell(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <InvoicesScreen />
    </SWRConfig>,
    { path: '/company/invoices' },
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

it('lists every order with its period, plan, discount, total and PDF invoice', async () => {
  renderScreen([renewal, first]);
  const table = await screen.findByRole('table', { name: 'Invoices' });
  const row = within(table).getByRole('row', { name: new RegExp(`^${formatBillingDate(renewal.date)} PB-0002`) });
  expect(cells(row)).toEqual([
    'PB-0002',
    `${formatBillingDate(renewal.periodStart)} – ${formatBillingDate(renewal.periodEnd)}`,
    '5',
    '-$25.00',
    '$50.00',
    'Renewal: 5 dashboards, monthly',
    'Download PDF',
  ]);
  expect(within(row).getByRole('link', { name: 'Download PDF of invoice PB-0002' })).toHaveAttribute('href', '/api/orders/2/pdf');
  expect(within(table).getByRole('link', { name: 'Download PDF of invoice PB-0001' })).toHaveAttribute('href', '/api/orders/1/pdf');
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

it('says when there is no invoice yet', async () => {
  renderScreen([]);
  expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your subscription' })).toHaveAttribute('href', '/company/subscription');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
