import type { CardChangeEvent, PaymentIntentResult, SetupIntentResult, StandInElement, StandInWindow, StripeJsError } from './stripe-js-types.js';

/**
 * The stand-in for https://js.stripe.com/v3 that the sandbox serves at
 * /sandbox/stripe/v3.js: `window.Stripe(publishableKey)` with the part of
 * Stripe.js the product uses. `elements().create('card')` mounts plain
 * inputs (card number, expiry, CVC); `confirmCardPayment` and
 * `confirmCardSetup` send the card to the fake's confirm routes with the
 * publishable key and the client secret, as Stripe.js sends them to
 * api.stripe.com, show the 3-D Secure challenge when the answer asks for
 * it, and resolve `{ paymentIntent }`, `{ setupIntent }` or `{ error }` as
 * Stripe.js does.
 *
 * The browser gets this function's compiled text, called on `window`
 * (browser-routes.ts), so it must use nothing from outside its own body:
 * no imports, no module constants. It runs under the app's Content
 * Security Policy: same-origin script, same-origin requests, inline styles.
 */
export function installStripeStandIn(window: StandInWindow): void {
  const document = window.document;
  // Requests go to where the script came from: /sandbox/stripe/ of the page's own origin.
  const base = new URL('.', document.currentScript?.src ?? new URL('/sandbox/stripe/v3.js', window.location.href).href);

  const FIELD_STYLE = 'flex:1 1 auto;min-width:0;border:0;outline:0;padding:0;margin:0;background:transparent;font:inherit;color:inherit;';
  const messages = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration date is invalid.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
  } as const;
  type ValidationCode = keyof typeof messages;

  const digitsOf = (text: string) => text.replace(/\D/g, '');
  const brandOf = (number: string) => {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    if (/^6(011|5)/.test(number)) return 'discover';
    return 'unknown';
  };
  const luhn = (number: string) => {
    let sum = 0;
    [...number].reverse().forEach((char, index) => {
      const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
      sum += digit > 9 ? digit - 9 : digit;
    });
    return sum % 10 === 0;
  };

  interface CardState {
    number: string;
    month: string;
    year: string;
    cvc: string;
  }

  /** Stripe.js's checks of a card as typed: the first problem, or none. */
  function problemOf(card: CardState, now: Date): ValidationCode | null {
    const brand = brandOf(card.number);
    const length = brand === 'amex' ? 15 : 16;
    if (card.number.length < length) return 'incomplete_number';
    if (!luhn(card.number)) return 'invalid_number';
    if (card.month.length < 2 || card.year.length < 2) return 'incomplete_expiry';
    const month = Number(card.month);
    if (month < 1 || month > 12) return 'invalid_expiry_month';
    const year = 2000 + Number(card.year);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return 'invalid_expiry_year_past';
    if (card.cvc.length < (brand === 'amex' ? 4 : 3)) return 'incomplete_cvc';
    return null;
  }

  const isIncomplete = (code: ValidationCode | null) => code !== null && code.startsWith('incomplete_');

  function input(label: string, placeholder: string, autocomplete: string): StandInElement {
    const field = document.createElement('input');
    field.type = 'text';
    field.setAttribute('aria-label', label);
    field.setAttribute('placeholder', placeholder);
    field.setAttribute('autocomplete', autocomplete);
    field.setAttribute('inputmode', 'numeric');
    field.setAttribute('spellcheck', 'false');
    field.style.cssText = FIELD_STYLE;
    return field;
  }

  type Handler = (event: CardChangeEvent | { elementType: 'card' }) => void;

  /** The card Element: three inputs in one row inside the node it is mounted in. `destroyed` frees its place in its Elements group. */
  function createCardElement(destroyed: () => void) {
    const handlers = new Map<string, Set<Handler>>();
    const emit = (type: string, event: CardChangeEvent | { elementType: 'card' }) => handlers.get(type)?.forEach((handler) => handler(event));
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;gap:8px;align-items:center;width:100%;';
    const number = input('Card number', '1234 1234 1234 1234', 'cc-number');
    const expiry = input('Expiration date', 'MM / YY', 'cc-exp');
    const cvc = input('CVC', 'CVC', 'cc-csc');
    number.style.cssText = `${FIELD_STYLE}flex-basis:60%;`;
    expiry.style.cssText = `${FIELD_STYLE}flex-basis:22%;`;
    cvc.style.cssText = `${FIELD_STYLE}flex-basis:18%;`;
    row.appendChild(number);
    row.appendChild(expiry);
    row.appendChild(cvc);
    let container: StandInElement | null = null;

    const state = (): CardState => {
      const expiryDigits = digitsOf(expiry.value);
      return { number: digitsOf(number.value), month: expiryDigits.slice(0, 2), year: expiryDigits.slice(2, 4), cvc: digitsOf(cvc.value) };
    };
    const changeEvent = (reportIncomplete: boolean): CardChangeEvent => {
      const card = state();
      const code = problemOf(card, new Date());
      const shown = code !== null && (reportIncomplete || !isIncomplete(code)) ? code : null;
      return {
        elementType: 'card',
        empty: !card.number && !card.month && !card.cvc,
        complete: code === null,
        error: shown ? { type: 'validation_error', code: shown, message: messages[shown] } : undefined,
        value: { postalCode: '' },
        brand: brandOf(card.number),
      };
    };

    // Formats as the real Element does: groups of four (amex 4-6-5), "MM / YY", digits only in the CVC.
    number.addEventListener('input', () => {
      const digits = digitsOf(number.value).slice(0, 19);
      const groups = brandOf(digits) === 'amex' ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)] : (digits.match(/.{1,4}/g) ?? []);
      number.value = groups.filter(Boolean).join(' ');
      emit('change', changeEvent(false));
    });
    expiry.addEventListener('input', () => {
      const digits = digitsOf(expiry.value).slice(0, 4);
      expiry.value = digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
      emit('change', changeEvent(false));
    });
    cvc.addEventListener('input', () => {
      cvc.value = digitsOf(cvc.value).slice(0, 4);
      emit('change', changeEvent(false));
    });
    for (const field of [number, expiry, cvc]) {
      field.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
      field.addEventListener('blur', () => {
        emit('blur', { elementType: 'card' });
        emit('change', changeEvent(true));
      });
    }

    const element = {
      mount(target: StandInElement | string) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error(`The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`);
        container = node;
        node.appendChild(row);
        emit('ready', { elementType: 'card' });
      },
      on(type: string, handler: Handler) {
        if (!handlers.has(type)) handlers.set(type, new Set());
        handlers.get(type)?.add(handler);
        return element;
      },
      off(type: string, handler?: Handler) {
        if (handler) handlers.get(type)?.delete(handler);
        else handlers.delete(type);
        return element;
      },
      focus: () => number.focus(),
      blur: () => [number, expiry, cvc].forEach((field) => field.blur()),
      clear() {
        number.value = '';
        expiry.value = '';
        cvc.value = '';
      },
      unmount() {
        row.remove();
        container = null;
      },
      destroy() {
        row.remove();
        container = null;
        handlers.clear();
        destroyed();
      },
      /** Of the Element's options, the stand-in follows `disabled`; it shows no postal code field whatever `hidePostalCode` says. */
      update(options?: { disabled?: boolean }) {
        if (options?.disabled !== undefined) for (const field of [number, expiry, cvc]) field.disabled = options.disabled;
      },
      /** What a confirm call sends: the card, or the validation error Stripe.js resolves with before any request. */
      read(): { card: CardState } | { error: StripeJsError } {
        const event = changeEvent(true);
        if (event.error) return { error: event.error };
        return { card: state() };
      },
      get mounted() {
        return container !== null;
      },
    };
    return element;
  }

  type CardElement = ReturnType<typeof createCardElement>;

  function form(fields: Record<string, string | undefined>): string {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
    return body.toString();
  }

  async function post(path: string, fields: Record<string, string | undefined>): Promise<{ status: number; body: Record<string, unknown> }> {
    try {
      const response = await window.fetch(new URL(path, base).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(fields) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } catch {
      return { status: 0, body: { error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe. Request was retried 0 times.' } } };
    }
  }

  /** The challenge Stripe.js shows in a modal (its test page has the same two buttons); resolves with the button pressed. */
  function challenge(): Promise<'complete' | 'fail'> {
    return new Promise((resolve) => {
      const backdrop = document.createElement('div');
      backdrop.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,0.55);display:flex;align-items:center;justify-content:center;';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'stripe-sandbox-3ds-title');
      dialog.style.cssText =
        'background:#fff;color:#1a1f36;border-radius:8px;box-shadow:0 10px 40px rgba(0,0,0,0.3);padding:24px;max-width:360px;width:calc(100% - 32px);font:14px/1.5 system-ui,sans-serif;';
      const title = document.createElement('h2');
      title.id = 'stripe-sandbox-3ds-title';
      title.textContent = 'Authentication required';
      title.style.cssText = 'margin:0 0 8px;font-size:18px;';
      const text = document.createElement('p');
      text.textContent = 'This is a test 3D Secure authentication of the Stripe sandbox. Complete it to let the payment go on, or fail it to see the payment refused.';
      text.style.cssText = 'margin:0 0 16px;';
      const buttons = document.createElement('div');
      buttons.style.cssText = 'display:flex;gap:8px;justify-content:flex-end;';
      const finish = (outcome: 'complete' | 'fail') => {
        backdrop.remove();
        resolve(outcome);
      };
      const button = (label: string, outcome: 'complete' | 'fail', primary: boolean) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.style.cssText = `padding:8px 16px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid ${primary ? '#635bff' : '#c1c9d2'};background:${primary ? '#635bff' : '#fff'};color:${primary ? '#fff' : '#1a1f36'};`;
        element.addEventListener('click', () => finish(outcome));
        return element;
      };
      const fail = button('Fail', 'fail', false);
      const complete = button('Complete', 'complete', true);
      buttons.appendChild(fail);
      buttons.appendChild(complete);
      dialog.appendChild(title);
      dialog.appendChild(text);
      dialog.appendChild(buttons);
      backdrop.appendChild(dialog);
      backdrop.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') finish('fail');
      });
      document.body.appendChild(backdrop);
      complete.focus();
    });
  }

  type Intent = Record<string, unknown> & { id: string; status: string; next_action?: { type?: string; use_stripe_sdk?: { stripe_js?: string } } | null };

  const errorOf = (body: Record<string, unknown>): StripeJsError => (body.error as StripeJsError | undefined) ?? { type: 'api_error', message: 'An unexpected error occurred.' };

  /** The answer to a confirm call, through 3-D Secure when it asks for it, as `{ intent }` or `{ error }`. */
  async function settle(
    key: string,
    clientSecret: string,
    field: 'payment_intent' | 'setup_intent',
    answer: { status: number; body: Record<string, unknown> },
  ): Promise<{ intent: Intent } | { error: StripeJsError }> {
    if (answer.status !== 200) return { error: errorOf(answer.body) };
    let intent = answer.body as Intent;
    if (intent.status === 'requires_action' && intent.next_action?.type === 'use_stripe_sdk') {
      const outcome = await challenge();
      const path = intent.next_action.use_stripe_sdk?.stripe_js ?? '/sandbox/stripe/v1/3ds2/challenge_complete';
      const completed = await post(new URL(path, base).href, { key, client_secret: clientSecret, intent: intent.id, outcome });
      if (completed.status !== 200) return { error: errorOf(completed.body) };
      intent = completed.body as Intent;
    }
    const lastError = (intent.last_payment_error ?? intent.last_setup_error) as StripeJsError | null | undefined;
    if (intent.status === 'requires_payment_method' && lastError) return { error: { ...lastError, [field]: intent } };
    return { intent };
  }

  interface ConfirmData {
    payment_method?: string | { card?: CardElement; billing_details?: { name?: string; email?: string } };
  }

  /** The fields a confirm call sends for its payment method: a saved one's id, or the card typed (checked first, as Stripe.js does). */
  function paymentMethodFields(data: ConfirmData | undefined): Record<string, string | undefined> | { error: StripeJsError } {
    const method = data?.payment_method;
    if (typeof method === 'string') return { payment_method: method };
    const card = method?.card;
    if (!card || !card.mounted) return { error: { type: 'invalid_request_error', message: 'Missing value for payment_method: provide a mounted card Element as payment_method.card.' } };
    const read = card.read();
    if ('error' in read) return read;
    return {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': read.card.number,
      'payment_method_data[card][exp_month]': read.card.month,
      'payment_method_data[card][exp_year]': read.card.year,
      'payment_method_data[card][cvc]': read.card.cvc,
      'payment_method_data[billing_details][name]': method?.billing_details?.name,
      'payment_method_data[billing_details][email]': method?.billing_details?.email,
    };
  }

  function intentIdOf(clientSecret: unknown, prefix: 'pi' | 'seti'): string | null {
    const match = typeof clientSecret === 'string' ? new RegExp(`^(${prefix}_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$`).exec(clientSecret) : null;
    return match?.[1] ?? null;
  }

  function createStripe(key: string) {
    if (typeof key !== 'string' || !key.startsWith('pk_')) throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_...).');

    async function confirm(kind: 'payment_intent' | 'setup_intent', clientSecret: string, data: ConfirmData | undefined): Promise<{ intent: Intent } | { error: StripeJsError }> {
      const id = intentIdOf(clientSecret, kind === 'payment_intent' ? 'pi' : 'seti');
      if (!id)
        return {
          error: {
            type: 'invalid_request_error',
            message: `Invalid value for ${kind === 'payment_intent' ? 'confirmCardPayment' : 'confirmCardSetup'} intent secret: value should be a client_secret string.`,
          },
        };
      const fields = paymentMethodFields(data);
      if ('error' in fields && typeof fields.error === 'object') return { error: fields.error };
      const path = kind === 'payment_intent' ? `v1/payment_intents/${id}/confirm` : `v1/setup_intents/${id}/confirm`;
      const answer = await post(path, { key, client_secret: clientSecret, use_stripe_sdk: 'true', ...(fields as Record<string, string | undefined>) });
      return settle(key, clientSecret, kind, answer);
    }

    return {
      elements() {
        let card: CardElement | null = null;
        return {
          create(type: string, options?: { disabled?: boolean }) {
            if (type !== 'card') throw new Error(`The Stripe sandbox's Stripe.js supports the card Element only, not ${type}.`);
            if (card) throw new Error('Can only create one Element of type card.');
            card = createCardElement(() => {
              card = null;
            });
            card.update(options);
            return card;
          },
          getElement: (type: string) => (type === 'card' ? card : null),
        };
      },
      async confirmCardPayment(clientSecret: string, data?: ConfirmData): Promise<PaymentIntentResult> {
        const result = await confirm('payment_intent', clientSecret, data);
        return 'error' in result ? { error: result.error } : { paymentIntent: result.intent };
      },
      async confirmCardSetup(clientSecret: string, data?: ConfirmData): Promise<SetupIntentResult> {
        const result = await confirm('setup_intent', clientSecret, data);
        return 'error' in result ? { error: result.error } : { setupIntent: result.intent };
      },
    };
  }

  window.Stripe = createStripe;
}
