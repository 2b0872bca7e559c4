import type { WidgetData } from '@pulseboard/shared/contracts';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError } from '../connectors/types.js';
import type { DataViewer } from './paid-answer.js';

type InstanceError = WidgetData['errors'][number];
export type InstanceErrorKind = InstanceError['kind'];

/** An instance that cannot be queried, for a reason known before any provider call. */
export class InstanceFailure extends Error {
  constructor(
    readonly kind: InstanceErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  missingSource: 'The source of this widget is gone: choose another one.',
  sourceInvalid: 'The source needs to be connected again: its authorisation expired or was revoked.',
  quota: "The provider's quota is used up for now; the data will be back shortly.",
  unreachable: 'The provider could not be reached.',
  providerForOutsiders: "The provider did not answer this widget's query.",
} as const;

/**
 * What the widget shows for an instance that failed. Provider and limit
 * messages are the connector's own wording (it writes them for users); anything
 * unexpected gets a generic message and is flagged for the log.
 */
export function describeFailure(error: unknown): { kind: InstanceErrorKind; message: string; unexpected: boolean } {
  if (error instanceof InstanceFailure) return { kind: error.kind, message: error.message, unexpected: false };
  if (error instanceof SourceAuthError) return { kind: 'source_invalid', message: MESSAGES.sourceInvalid, unexpected: false };
  if (error instanceof SourceQuotaError) return { kind: 'quota', message: MESSAGES.quota, unexpected: false };
  // Units or a daily budget used up: a quota that lasts, in words that name it.
  if (error instanceof SourceLimitError) return { kind: 'quota', message: error.message, unexpected: false };
  if (error instanceof SourceProviderError) return { kind: 'provider', message: error.message, unexpected: false };
  return { kind: 'provider', message: MESSAGES.unreachable, unexpected: true };
}

/**
 * What a viewer outside the company (public, embedded) is told of a failed instance: not which source it reads,
 * nor the provider's own wording, which may quote what the public view leaves out (a filter, an account's id).
 */
export function errorForViewer(error: InstanceError, viewer: DataViewer): InstanceError {
  if (viewer === 'member') return error;
  return { ...error, sourceId: null, message: error.kind === 'provider' ? MESSAGES.providerForOutsiders : error.message };
}
