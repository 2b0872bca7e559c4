import { render, screen, within } from '@testing-library/react';
import { quote } from '../contracts/billing-quote';
import type { Product } from '../contracts/billing';
import { QuoteSummary } from './QuoteSummary';

const products: Product[] = [
  { interval: 1, unitAmount: 1500, currency: 'usd' },
  { interval: 12, unitAmount: 15000, currency: 'usd' },
];
const now = new Date('2026-03-01T12:00:00Z');
const welcome = { code: 'WELCOME5', type: 'price.discount' as const, value: 5, name: 'Welcome' };

const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => row.textContent);

it('itemises a first subscription: the same lines today and at each renewal, with the coupons taken off', () => {
  render(<QuoteSummary quote={quote({ products, plan: { dashboards: 3, interval: 1 }, coupons: [welcome], now })} />);

  const lines = ['3 dashboards × $15.00 per month$45.00', 'Coupons: $5.00 off each dashboard-$15.00'];
  expect(rowsOf('Today')).toEqual([...lines, 'Total today$30.00']);
  expect(rowsOf('At each renewal')).toEqual([...lines, 'Total per month$30.00']);
  expect(screen.getByText(/Paid today, then renewed on April 1, 2026\./)).toBeInTheDocument();
});

it('says nothing is charged today for a decrease, which takes effect at the renewal', () => {
  const current = { dashboards: 5, interval: 12 as const, periodStart: new Date('2026-01-01T12:00:00Z'), periodEnd: new Date('2027-01-01T12:00:00Z') };
  render(<QuoteSummary quote={quote({ products, plan: { dashboards: 2, interval: 12 }, coupons: [], current, now })} />);

  expect(rowsOf('Today')).toEqual(['Nothing is charged today.', 'Total today$0.00']);
  expect(rowsOf('At each renewal')).toEqual(['2 dashboards × $150.00 per year$300.00', 'Total per year$300.00']);
  expect(screen.getByText(/take effect at the renewal on January 1, 2027/)).toBeInTheDocument();
});
