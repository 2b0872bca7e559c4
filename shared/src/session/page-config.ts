import { pageConfigSchema, type PageConfig } from '../contracts/page-config.js';
import { apiRequest } from '../api/client.js';
import { setIdentification } from '../api/identification.js';

export const PAGE_CONFIG_PATH = '/api/page-config';

/** Loads and validates the page config, and remembers its identification for later requests. */
export async function loadPageConfig(): Promise<PageConfig> {
  const config = pageConfigSchema.parse(await apiRequest<unknown>(PAGE_CONFIG_PATH));
  setIdentification(config.identification);
  return config;
}
