import type { ProviderFakeOptions } from '../fake-options.js';
import type { MetaSandboxState } from './state.js';

export type MetaSandboxOptions = ProviderFakeOptions<MetaSandboxState>;
