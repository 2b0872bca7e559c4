import { ads } from './ads.js';
import type { Dataset } from './dataset.js';
import { ecommerce } from './ecommerce.js';
import { seo } from './seo.js';
import { social } from './social.js';
import { web } from './web.js';

export type { Components, Dataset } from './dataset.js';

/** The metric groups of the sample data, in the order the form offers them. */
export const DATASETS: readonly Dataset[] = [web, ads, social, seo, ecommerce];

export function datasetOf(id: string): Dataset | undefined {
  return DATASETS.find((dataset) => dataset.id === id);
}
