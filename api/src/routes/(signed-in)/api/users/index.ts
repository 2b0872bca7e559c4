import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, isAdmin, userUpdateSchema, type UserUpdate } from '@pulseboard/shared/contracts';
import type { User } from '../../../../db/schema.js';
import { forbidden, notFound } from '../../../../lib/errors.js';
import { toCurrentUser } from '../../../../lib/current-user.js';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import type { UserPatch } from '../../../../plugins/app/users.js';
import { idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';

/** A consent keeps the moment it was first given; withdrawing it clears that moment. */
function consentAt(given: boolean | undefined, current: Date | null, now: Date): Date | null | undefined {
  if (given === undefined) return undefined;
  return given ? (current ?? now) : null;
}

function toPatch(input: UserUpdate, target: User): UserPatch {
  const now = new Date();
  const patch: UserPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  const terms = consentAt(input.terms_consent, target.termsConsentAt, now);
  if (terms !== undefined) patch.termsConsentAt = terms;
  const age = consentAt(input.age_consent, target.ageConsentAt, now);
  if (age !== undefined) patch.ageConsentAt = age;
  return patch;
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update a user of the same company (themself, or anyone for an admin)',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: z.object({ data: currentUserSchema }), ...signedInRouteErrors, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const target = await app.users.findInCompany(request.params.id, me.companyId);
      if (!target) throw notFound();
      if (target.id !== me.id && !isAdmin(me)) throw forbidden();
      const patch = toPatch(request.body, target);
      const updated = Object.keys(patch).length ? await app.users.update(target.id, patch) : target;
      return { data: toCurrentUser(updated) };
    },
  );
};

export default userRoutes;
