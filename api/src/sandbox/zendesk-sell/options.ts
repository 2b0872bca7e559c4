import type { ProviderFakeOptions } from '../fake-options.js';
import type { ZendeskSellSandboxState } from './state.js';

export type ZendeskSellSandboxOptions = ProviderFakeOptions<ZendeskSellSandboxState>;
