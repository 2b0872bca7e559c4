import type { AppConfig } from '../../config.js';
import type { Connector } from '../types.js';
import { salesflareConnector } from './connector.js';
import { salesflareApiUrl } from './endpoints.js';

/** Salesflare needs no app of ours: any account connects with its own API key. */
export const salesflareConnectors = (config: AppConfig): Connector[] => [salesflareConnector({ apiUrl: salesflareApiUrl(config) })];
