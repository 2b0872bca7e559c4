import type { SourceCatalogue } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/**
 * A store's sales as WooCommerce counts them: orders that are completed,
 * processing or on hold. Money adds up; the average order is gross sales
 * over orders, for each row and for the total.
 */
const METRICS: SourceCatalogue['metrics'] = [
  { name: 'sales', label: 'Gross sales', format: 'money', aggregation: 'sum' },
  { name: 'netSales', label: 'Net sales', format: 'money', aggregation: 'sum' },
  { name: 'orders', label: 'Orders', format: 'number', aggregation: 'sum' },
  { name: 'itemsSold', label: 'Items sold', format: 'number', aggregation: 'sum' },
  { name: 'averageOrderValue', label: 'Average order value', format: 'money', aggregation: 'average' },
  { name: 'tax', label: 'Tax', format: 'money', aggregation: 'sum' },
  { name: 'shipping', label: 'Shipping', format: 'money', aggregation: 'sum' },
  { name: 'discount', label: 'Discounts', format: 'money', aggregation: 'sum' },
];

/** By day from the store's sales report; by the others from its orders. */
export const DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'product', label: 'Product' },
  { name: 'country', label: 'Billing country' },
  { name: 'paymentMethod', label: 'Payment method' },
  { name: 'status', label: 'Order status' },
];

export const wooCommerceCatalogue: SourceCatalogue = {
  type: 'woocommerce',
  parameters: [
    { name: 'property', label: 'Store', input: 'select', required: true, scope: 'widget', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(METRICS) },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(DIMENSIONS) },
  ],
  metrics: METRICS,
  dimensions: DIMENSIONS,
  realTime: false,
};
