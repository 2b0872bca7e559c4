import type { ProviderFakeOptions } from '../fake-options.js';
import type { MailchimpSandboxState } from './state.js';

export type MailchimpSandboxOptions = ProviderFakeOptions<MailchimpSandboxState>;
