import type { ProviderFakeOptions } from '../fake-options.js';
import type { LinkedInSandboxState } from './state.js';

export type LinkedInSandboxOptions = ProviderFakeOptions<LinkedInSandboxState>;
