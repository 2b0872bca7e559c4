import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, isAdmin, teamMemberSchema, userInviteSchema, userUpdateSchema, type UserUpdate } from '@pulseboard/shared/contracts';
import { forbidden, notFound } from '../../../../lib/errors.js';
import { toCurrentUser } from '../../../../lib/current-user.js';
import { signedInAdmin, signedInUser } from '../../../../plugins/app/authenticate.js';
import { toTeamMember } from '../../../../users/team.js';
import { emailChangeOf, userPatchOf } from '../../../../users/user-patch.js';
import { adminRouteErrors, idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';
import identityRoutes from './identities.js';

/**
 * Invitations and address changes mail any address typed: bounded, so that the product's mail (and an answer saying
 * whether an address is taken) cannot be had in bulk.
 */
const INVITATIONS_PER_HOUR = 50;
const ADDRESS_CHANGES_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** The company's users (spec §7): the team is managed by admins; everyone may update themself. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(identityRoutes);
  const invitationLimit = app.rateLimit({ name: 'team-invitations', max: INVITATIONS_PER_HOUR, windowMs: HOUR_MS, key: (request) => `company:${signedInUser(request).companyId}` });
  const addressChangeLimit = app.rateLimit({
    name: 'address-changes',
    max: ADDRESS_CHANGES_PER_HOUR,
    windowMs: HOUR_MS,
    key: (request) => `user:${signedInUser(request).id}`,
    // The profile form sends the address with every save: only a request changing it counts.
    when: (request) => emailChangeOf(request.body as UserUpdate, signedInUser(request)) !== null,
  });
  app.get(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: "The company's users with their roles, report permission and pending invitations (admins only)",
        response: { 200: z.object({ data: z.array(teamMemberSchema) }), ...adminRouteErrors },
      },
    },
    async (request) => {
      const admin = signedInAdmin(request);
      return { data: (await app.users.listInCompany(admin.companyId)).map(toTeamMember) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: `Invite a teammate (admins only): they are e-mailed a link to set their password, valid for 7 days; ${INVITATIONS_PER_HOUR} invitations an hour per company, then 429`,
        body: userInviteSchema,
        response: { 201: z.object({ data: teamMemberSchema }), ...adminRouteErrors, 429: messageSchema },
      },
      preHandler: invitationLimit,
    },
    async (request, reply) => reply.code(201).send({ data: await app.team.invite(signedInAdmin(request), request.body) }),
  );

  app.post(
    '/:id/invitation',
    {
      schema: {
        tags: ['users'],
        summary: 'Send a teammate who has not joined yet a new invitation link (admins only); the old link stops working',
        params: idParams,
        response: { 200: z.object({ data: teamMemberSchema }), ...adminRouteErrors, 404: messageSchema, 409: messageSchema.describe('The user has joined already'), 429: messageSchema },
      },
      preHandler: invitationLimit,
    },
    async (request) => ({ data: await app.team.resendInvitation(signedInAdmin(request), request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update a user of the same company: themself, or anyone for an admin',
        description: `Role and report permission are changed by admins only; the last admin cannot be demoted. A password is changed by its user only, with their current password, and ends their other sessions. A new e-mail address is mailed a link and taken once it is opened; ${ADDRESS_CHANGES_PER_HOUR} requests naming an address an hour per user, then 429.`,
        params: idParams,
        body: userUpdateSchema,
        response: { 200: z.object({ data: currentUserSchema }), ...signedInRouteErrors, 403: messageSchema, 404: messageSchema, 429: messageSchema },
      },
      preHandler: addressChangeLimit,
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const target = await app.users.findInCompany(request.params.id, me.companyId);
      if (!target) throw notFound();
      if (target.id !== me.id && !isAdmin(me)) throw forbidden();
      const patch = await userPatchOf(request.body, { me, target });
      const newEmail = emailChangeOf(request.body, target);
      // A taken address refuses the whole request before anything changes; the link is mailed once the rest has gone through.
      if (newEmail) await app.emailChanges.ensureFree(target, newEmail);
      const updated = Object.keys(patch).length ? await app.team.update(target, patch) : target;
      if (patch.passwordHash) {
        await app.sessions.endAllFor(updated.id);
        await app.emailChanges.dropPending(updated.id);
        await app.sessions.start(request, reply, updated, { persistent: request.session?.persistent ?? false });
      }
      if (newEmail) await app.emailChanges.request(updated, newEmail);
      return { data: toCurrentUser(updated) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          "Remove a user (admins only): their sessions end at once, their realtime connections stop receiving the company's events and their edit locks are released; the company's last admin cannot be removed",
        params: idParams,
        response: { 204: z.null(), ...adminRouteErrors, 404: messageSchema, 409: messageSchema.describe('The last admin') },
      },
    },
    async (request, reply) => {
      const { companyId } = signedInAdmin(request);
      await app.team.remove(companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default userRoutes;
