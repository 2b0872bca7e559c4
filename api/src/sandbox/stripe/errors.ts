/** Stripe's error types, as `error.type` of its answers. */
type StripeErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  /** Card errors carry the intent and the payment method they concern, as Stripe's do. */
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  charge?: string;
}

/** A refusal answered in Stripe's shape: `{ error: { type, code, message, param } }` with Stripe's status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(message: string, options: { code?: string; param?: string; status?: number } = {}): StripeApiError {
  const { code, param, status = 400 } = options;
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...(code ? { code, doc_url: docUrl(code) } : {}), ...(param ? { param } : {}) });
}

export const unknownParameter = (param: string) => invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });

export const missingParameter = (param: string) => invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });

export const invalidParameter = (param: string, message: string, code?: string) => invalidRequest(message, { code, param });

/** Stripe's 404 for an id it does not know, naming the kind of object the URL or parameter asked for. */
export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 });
}

export function cardError(body: Omit<StripeErrorBody, 'type' | 'doc_url'> & { code: string }): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', doc_url: docUrl(body.code), ...body });
}

/** An answer's body for a StripeApiError. */
export const errorBody = (error: StripeApiError) => ({ error: error.body });
