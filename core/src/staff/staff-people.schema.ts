// What crosses the wire for staff people and personal access tokens: requests checked with these schemas on both
// sides, answers in snake_case like every staff listing.
import { z } from '../schema/zod';
import { emailField, requiredText } from '../forms/shared-fields';
import { AUTH_MESSAGES } from '../forms/auth.schema';
import { FORM_TEXT_LIMITS } from '../forms/shared-rules';
import { therapistIdSchema } from '../booking/therapist.schema';
import { STAFF_ROLES } from './staff-roles';
import { STAFF_SESSION_POLICY } from './staff-session.policy';
import { STAFF_PEOPLE_MESSAGES as M } from './staff-sign-in.catalog';

const roleSchema = z.enum(STAFF_ROLES, { error: M.roleUnknown });
/** One or more roles, each once. */
export const staffRolesSchema = z
  .array(roleSchema, { error: M.rolesRequired })
  .min(1, M.rolesRequired)
  .max(STAFF_ROLES.length, M.roleUnknown)
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

const personIdSchema = z.string().min(1).max(100);
const instant = z.string().describe('ISO-8601 UTC');

export const staffPersonViewSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  therapist_id: z.string().nullable().describe('The directory entry this person is, when they are a therapist'),
  active: z.boolean(),
  created_at: instant,
});
export type StaffPersonView = z.output<typeof staffPersonViewSchema>;

export const staffAccessTokenViewSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  state: z.enum(['active', 'expired', 'revoked']),
  created_at: instant,
  expires_at: instant,
  last_used_at: instant.nullable(),
  revoked_at: instant.nullable(),
});
export type StaffAccessTokenView = z.output<typeof staffAccessTokenViewSchema>;

export const createAccessTokenRequestSchema = z.object({
  name: requiredText(M.tokenNameRequired, 60, M.tokenNameTooLong),
  days: z
    .number({ error: M.tokenDays(STAFF_SESSION_POLICY.accessTokenMaxDays) })
    .int(M.tokenDays(STAFF_SESSION_POLICY.accessTokenMaxDays))
    .min(1, M.tokenDays(STAFF_SESSION_POLICY.accessTokenMaxDays))
    .max(STAFF_SESSION_POLICY.accessTokenMaxDays, M.tokenDays(STAFF_SESSION_POLICY.accessTokenMaxDays))
    .default(STAFF_SESSION_POLICY.accessTokenDefaultDays),
});

/** The new token: its secret is in this answer only. */
export const createdAccessTokenSchema = staffAccessTokenViewSchema.extend({ token: z.string().describe('The secret (mnb_pat_…): shown this once, kept only as a hash') });

export const idRequestSchema = z.object({ id: personIdSchema });

const optionalTherapistId = therapistIdSchema.nullable().optional();

export const inviteStaffPersonRequestSchema = z.object({
  email: emailField(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true }),
  name: requiredText(M.nameRequired, FORM_TEXT_LIMITS.name, AUTH_MESSAGES.nameTooLong),
  roles: staffRolesSchema,
  therapist_id: optionalTherapistId,
});

export const changeStaffPersonRequestSchema = z.object({
  id: personIdSchema,
  roles: staffRolesSchema.optional(),
  therapist_id: optionalTherapistId,
});

/** A one-time link to the console's enrolment page. */
export const enrolmentLinkSchema = z.strictObject({
  link: z.string().describe('The one-time enrolment link (the code is after #, so it never reaches a server log)'),
  expires_at: instant,
});
export type EnrolmentLinkView = z.output<typeof enrolmentLinkSchema>;

/** Where the console's enrolment page is; the code follows after `#`. */
export const STAFF_ENROL_PATH = '/staff/enrol';
export const enrolmentLink = (origin: string, code: string): string => `${origin.replace(/\/+$/, '')}${STAFF_ENROL_PATH}#${code}`;
