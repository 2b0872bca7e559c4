import { formatDollars, type BillingInterval, type Product } from '@pulseboard/shared';

export const dashboardsText = (count: number): string => `${count} ${count === 1 ? 'dashboard' : 'dashboards'}`;

export const billedText = (interval: BillingInterval): string => (interval === 12 ? 'billed annually' : 'billed monthly');

const unitPrice = (products: readonly Product[], interval: BillingInterval): number | null => products.find((product) => product.interval === interval)?.unitAmount ?? null;

/** The interval choices with their price per dashboard; the annual one says how many months a year of it saves, as the prices make it. */
export function intervalChoices(products: readonly Product[]) {
  const monthly = unitPrice(products, 1);
  const annual = unitPrice(products, 12);
  const freeMonths = monthly && annual !== null ? Math.floor(12 - annual / monthly) : 0;
  return [
    { value: 1 as const, label: 'Monthly', description: monthly === null ? null : `${formatDollars(monthly)} per dashboard a month` },
    {
      value: 12 as const,
      label: freeMonths > 0 ? `Annual (${freeMonths} ${freeMonths === 1 ? 'month' : 'months'} free)` : 'Annual',
      description: annual === null ? null : `${formatDollars(annual)} per dashboard a year`,
    },
  ];
}
