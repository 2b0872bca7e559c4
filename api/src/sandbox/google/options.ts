import type { ProviderFakeOptions } from '../fake-options.js';
import type { GoogleSandboxState } from './state.js';

export type GoogleSandboxOptions = ProviderFakeOptions<GoogleSandboxState>;
