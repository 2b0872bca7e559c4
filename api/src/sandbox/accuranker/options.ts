import type { ProviderFakeOptions } from '../fake-options.js';
import type { AccuRankerSandboxState } from './state.js';

export type AccuRankerSandboxOptions = ProviderFakeOptions<AccuRankerSandboxState>;
