// What crosses the wire for staff sign-in, enrolment and step-up: checked with these schemas on both sides.
import { z } from '../schema/zod';
import { emailField, optionalText, wireObject } from '../forms/shared-fields';
import { AUTH_MESSAGES, loginPayloadSchema, signupPasswordField } from '../forms/auth.schema';
import { FORM_TEXT_LIMITS } from '../forms/shared-rules';
import { STAFF_ROLES } from './staff-roles';
import { staffWhoamiSchema } from './staff-actor';
import { STAFF_SIGN_IN_MESSAGES as M } from './staff-sign-in.catalog';

const instant = z.string().describe('ISO-8601 UTC');
/** A one-time secret from an earlier answer or from the link's fragment (never from a URL the server sees). */
const secretField = (required: string) => z.string({ error: required }).trim().min(1, required).max(200, required);

/** Six digits from an authenticator app; spaces as some apps show them ('123 456') are dropped. */
export const totpCodeField = z
  .string({ error: M.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(1, M.codeRequired).regex(/^\d{6}$/, M.codeInvalid));

/** A recovery code as printed ('abcde-12345'), with any capitals, spaces or hyphens. */
export const recoveryCodeField = z
  .string({ error: M.recoveryCodeRequired })
  .trim()
  .min(1, M.recoveryCodeRequired)
  .max(40, M.recoveryCodeInvalid)
  .regex(/^[A-Za-z0-9 -]+$/, M.recoveryCodeInvalid);

/** The second factors a person proves at sign-in; a step-up takes the TOTP code (a recovery code is for sign-in only). */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The code proved with a method: six digits for TOTP, a printed code for a recovery code. */
const proofIsWellFormed = (proof: { method: SecondFactorMethod; code: string }, ctx: z.RefinementCtx) => {
  const field = proof.method === 'totp' ? totpCodeField : recoveryCodeField;
  const checked = field.safeParse(proof.code);
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['code'], message: checked.error.issues[0]?.message ?? M.codeInvalid });
};

export const openEnrolmentRequestSchema = wireObject({ code: secretField(M.codeLinkRequired) });

/** What the enrolment page shows: whom the link is for, and a new TOTP secret to scan. */
export const enrolmentViewSchema = z.strictObject({
  kind: z.enum(['first-admin', 'invitation']),
  email: z.string().nullable().describe('Who the link is for; null for the first administrator, who gives their own'),
  name: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  expires_at: instant,
  proves_password: z.boolean().describe('A reset second factor: the person proves their existing password instead of setting one'),
  totp: z.strictObject({
    setup_token: z.string().describe('Sent back with the first code; the secret waits 30 minutes'),
    secret: z.string().describe('Base32, for typing into an app that cannot scan'),
    otpauth_uri: z.string(),
    qr_code: z.string().describe('A data: URL of an SVG image of the otpauth URI'),
  }),
});
export type EnrolmentView = z.output<typeof enrolmentViewSchema>;

export const completeEnrolmentRequestSchema = wireObject({
  code: secretField(M.codeLinkRequired),
  setup_token: secretField(M.tokenMissing),
  email: emailField(M.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true }).optional(),
  name: optionalText(FORM_TEXT_LIMITS.name, AUTH_MESSAGES.nameTooLong),
  password: signupPasswordField,
  totp_code: totpCodeField,
});
export type CompleteEnrolmentInput = z.input<typeof completeEnrolmentRequestSchema>;

/** A finished enrolment: the person is signed in, and sees their recovery codes this once. */
export const enrolledSchema = z.strictObject({
  recovery_codes: z.array(z.string()).describe('Ten one-time codes, shown this once and kept only as hashes'),
  me: staffWhoamiSchema,
});

export const staffSignInRequestSchema = loginPayloadSchema;

export const signInStepSchema = z.strictObject({
  sign_in_token: z.string().describe('Sent back with the second factor, within ten minutes'),
  factors: z.array(z.enum(['totp', 'recovery-code'])).describe('The second factors this person can prove'),
});

export const secondFactorRequestSchema = wireObject({
  sign_in_token: secretField(M.tokenMissing),
  method: z.enum(SECOND_FACTOR_METHODS, { error: M.methodUnknown }),
  code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(40, M.codeInvalid),
}).superRefine(proofIsWellFormed);

export const stepUpRequestSchema = wireObject({ method: z.literal('totp', { error: M.methodUnknown }), code: totpCodeField });

export const signedOutSchema = z.strictObject({ everywhere: z.boolean().describe("Whether every session of the person ended, or only this one") });
