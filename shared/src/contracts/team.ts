import * as z from './zod.js';
import { confirmationMatches, emailAddressSchema, PASSWORD_MIN_LENGTH, personNameSchema } from './auth.js';
import { fileUrlSchema } from './file-url.js';

/** The roles a teammate can be given (spec §6: only "admin" is checked; everyone else is a member). */
export const TEAM_ROLES = ['admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'Choose admin or member.' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** Days an invitation link stays usable; an admin can send a new one after. */
export const INVITATION_TTL_DAYS = 7;

export const LAST_ADMIN_MESSAGE = 'The company needs at least one admin.';

/** A user of the company as the Users screen lists them (GET /api/users). */
export const teamMemberSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  roleName: teamRoleSchema,
  avatar: z.nullable(z.string()),
  /** The stored permission; admins may create automatic reports whatever it says. */
  canCreateAutomaticReports: z.boolean(),
  /** Invited users have not set their password yet. */
  status: z.enum(['active', 'invited']),
  /** When the newest invitation link stops working; null once the user has joined. */
  invitationExpiresAt: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** What an admin decides about a teammate: their role and whether they may schedule automatic reports. */
export const memberAccessSchema = z.object({
  role_name: teamRoleSchema,
  can_create_automatic_reports: z.boolean(),
});
export type MemberAccess = z.infer<typeof memberAccessSchema>;

/** POST /api/users: invite a teammate, who receives a link to set their password. */
export const userInviteSchema = z.strictObject({ ...memberAccessSchema.shape, name: personNameSchema, email: emailAddressSchema });
export type UserInvite = z.infer<typeof userInviteSchema>;

const newPasswordSchema = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`), z.maxLength(200, 'The password may not be longer than 200 characters.'));

/**
 * PUT /api/users/{id}: what the user page and the Users screen change. The
 * role and the permission are an admin's to change; a password or e-mail
 * change is the user's own, the password needing the current one.
 */
export const userUpdateSchema = z
  .strictObject({
    name: z.optional(personNameSchema),
    /** A new address is taken once its owner opens the link mailed to it (the user's own only). */
    email: z.optional(emailAddressSchema),
    /** One of the company's uploaded images (kind avatar), or null to remove it. */
    avatar: z.optional(z.nullable(fileUrlSchema)),
    terms_consent: z.optional(z.boolean()),
    age_consent: z.optional(z.boolean()),
    ...z.partial(memberAccessSchema).shape,
    current_password: z.optional(z.string().check(z.maxLength(200))),
    password: z.optional(newPasswordSchema),
    password_confirmation: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password === undefined) return;
      if (!value.current_password) ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'The current password field is required.' });
      confirmationMatches({ password: value.password, password_confirmation: value.password_confirmation ?? '' }, ctx);
    }),
  );
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** The user page's password change, sent through PUT /api/users/{id}. */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().check(z.minLength(1, 'The current password field is required.'), z.maxLength(200)),
    password: newPasswordSchema,
    password_confirmation: z.string().check(z.maxLength(200)),
  })
  .check(z.superRefine(confirmationMatches));
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Hours the link confirming a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
