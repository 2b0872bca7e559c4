/** Where the browser side of the Stripe fake is mounted on the API server (routes/(public)/sandbox/stripe). */
export const SANDBOX_STRIPE_PREFIX = '/sandbox/stripe';

/** The stand-in for https://js.stripe.com/v3, below the prefix. */
export const STRIPE_JS_PATH = '/v3.js';

/** The 3-D Secure challenge's answer, below the prefix (Stripe.js posts the test page's outcome the same way). */
export const CHALLENGE_PATH = '/v1/3ds2/challenge_complete';
