import { z } from 'zod';
import { currentUserSchema, rowIdParamSchema, validationErrorBodySchema } from '@pulseboard/shared/contracts';

/** `/:id` of a route on one row (a dashboard, source, user, automatic report). */
export const idParams = z.object({ id: rowIdParamSchema });

/** Body of every non-validation error answer. */
export const messageSchema = z.object({ message: z.string() });

/** Error answers every state-changing route may give, for the OpenAPI document. */
export const unsafeRouteErrors = {
  419: messageSchema.describe('CSRF token missing or mismatched'),
  422: z.object(validationErrorBodySchema.shape).describe('Invalid input, messages per field'),
} as const;

/** What the session checks of every signed-in route may answer (routes/(signed-in)/autohooks.ts adds them to each). */
export const sessionRouteErrors = {
  401: messageSchema.describe('Not signed in'),
  403: messageSchema.describe('The terms and age consents are not accepted yet: until then a user may only use their own user page and the subscription page'),
} as const;

export const signedInRouteErrors = {
  401: messageSchema.describe('Not signed in'),
  ...unsafeRouteErrors,
} as const;

/** Error answers of an admin-only route (spec §6): everyone else gets 403. */
export const adminRouteErrors = {
  ...signedInRouteErrors,
  403: messageSchema.describe('Not an admin, or the terms and age consents are not accepted yet'),
} as const;

export const userEnvelopeSchema = z.object({ data: z.object({ user: currentUserSchema }) });
