/**
 * Types of the Stripe.js stand-in. The API is compiled without the DOM
 * library (adding it would type every server file against browser
 * globals), so the stand-in declares the few DOM members it touches; and
 * the shapes it answers follow @stripe/stripe-js (`PaymentIntentResult`,
 * `SetupIntentResult`, `StripeError`, `StripeCardElementChangeEvent`), which
 * is the browser packages' dependency, not the API's.
 */

export interface StandInEvent {
  key?: string;
  preventDefault(): void;
}

export interface StandInElement {
  style: { cssText: string };
  textContent: string | null;
  value: string;
  disabled: boolean;
  type: string;
  id: string;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: (event: StandInEvent) => void): void;
  appendChild<T extends StandInElement>(child: T): T;
  replaceChildren(...children: StandInElement[]): void;
  remove(): void;
  focus(): void;
  blur(): void;
  setSelectionRange?(start: number, end: number): void;
}

export interface StandInWindow {
  document: {
    createElement(tag: string): StandInElement;
    querySelector(selector: string): StandInElement | null;
    body: StandInElement;
    currentScript: { src: string } | null;
  };
  location: { href: string };
  fetch(url: string, init: { method: string; headers: Record<string, string>; body: string }): Promise<{ status: number; json(): Promise<unknown> }>;
  Stripe?: unknown;
}

/** @stripe/stripe-js's StripeError, as a confirm call resolves it. */
export interface StripeJsError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
}

export type PaymentIntentResult = { paymentIntent: Record<string, unknown>; error?: undefined } | { paymentIntent?: undefined; error: StripeJsError };
export type SetupIntentResult = { setupIntent: Record<string, unknown>; error?: undefined } | { setupIntent?: undefined; error: StripeJsError };

/** @stripe/stripe-js's StripeCardElementChangeEvent. */
export interface CardChangeEvent {
  elementType: 'card';
  empty: boolean;
  complete: boolean;
  error: undefined | { type: 'validation_error'; code: string; message: string };
  value: { postalCode: string };
  brand: string;
}
