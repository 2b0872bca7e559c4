import type { ProviderFakeOptions } from '../fake-options.js';
import type { TikTokSandboxState } from './state.js';

export type TikTokSandboxOptions = ProviderFakeOptions<TikTokSandboxState>;
