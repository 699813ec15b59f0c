// What crosses the wire for staff sign-in, enrolment and step-up: checked with these schemas on both sides.
import { z } from '../schema/zod';
import { emailField, optionalText, wireObject } from '../forms/shared-fields';
import { AUTH_MESSAGES, loginPayloadSchema, signupPasswordField } from '../forms/auth.schema';
import { FORM_TEXT_LIMITS, PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from '../forms/shared-rules';
import { STAFF_ROLES } from './staff-roles';
import { staffWhoamiSchema } from './staff-actor';
import { STAFF_SIGN_IN_MESSAGES as M } from './staff-sign-in.catalog';

const instant = z.string().describe('ISO-8601 UTC');
/** A one-time secret from an earlier answer or from the link's fragment (never from a URL the server sees). */
const secretField = (required: string) => z.string({ error: required }).trim().min(1, required).max(200, required).regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters);

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

/** The second factors a person proves at sign-in (a passkey first when they have one); TOTP and a recovery code are fallbacks. */
export const SECOND_FACTOR_METHODS = ['passkey', 'totp', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * What the browser's WebAuthn call answered (a PublicKeyCredential as JSON). Its parts are checked by the server's
 * WebAuthn library; here only its shape, so a malformed answer is a field error like any other.
 */
export const passkeyAnswerField = z.looseObject(
  {
    id: z.string().min(1).max(1400).regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: z.string().max(4096).regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters) }),
  },
  { error: M.passkeyRequired },
);

export type PasskeyAnswerInput = z.input<typeof passkeyAnswerField>;

/** Options for the browser's WebAuthn call, as the server made them (a challenge inside); passed on untouched. */
const passkeyOptions = z.record(z.string(), z.unknown()).describe('PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON, for navigator.credentials');

/** A code proved with TOTP or a recovery code is well formed for its method; a passkey brings the browser's answer. */
const proofIsWellFormed = (proof: { method: SecondFactorMethod; code?: string | undefined; passkey?: unknown }, ctx: z.RefinementCtx) => {
  if (proof.method === 'passkey') {
    if (proof.passkey === undefined) ctx.addIssue({ code: 'custom', path: ['passkey'], message: M.passkeyRequired });
    return;
  }
  const field = proof.method === 'totp' ? totpCodeField : recoveryCodeField;
  const checked = field.safeParse(proof.code ?? '');
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['code'], message: checked.error.issues[0]?.message ?? M.codeInvalid });
};

export const openEnrolmentRequestSchema = wireObject({ code: secretField(M.codeLinkRequired) });

/** What the enrolment page shows: whom the link is for, a new TOTP secret to scan, and options to make a passkey instead. */
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
  passkey: z.strictObject({
    setup_token: z.string().describe('Sent back with the new passkey instead of the TOTP setup token; the challenge waits 30 minutes'),
    options: passkeyOptions,
  }),
});
export type EnrolmentView = z.output<typeof enrolmentViewSchema>;

/** The enrolment's second factor: the TOTP app's first code with the TOTP setup token, or a new passkey with the passkey's. */
export const completeEnrolmentRequestSchema = wireObject({
  code: secretField(M.codeLinkRequired),
  setup_token: secretField(M.tokenMissing),
  email: emailField(M.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true }).optional(),
  name: optionalText(FORM_TEXT_LIMITS.name, AUTH_MESSAGES.nameTooLong),
  password: signupPasswordField,
  totp_code: totpCodeField.optional(),
  passkey: passkeyAnswerField.optional(),
}).superRefine((request, ctx) => {
  if (request.totp_code === undefined && request.passkey === undefined) ctx.addIssue({ code: 'custom', path: ['totp_code'], message: M.codeRequired });
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
  factors: z.array(z.enum(SECOND_FACTOR_METHODS)).describe('The second factors this person can prove'),
  passkey_options: passkeyOptions.nullable().describe("Options for the browser's WebAuthn call, allowing this person's passkeys only; null when they have none"),
});

export const secondFactorRequestSchema = wireObject({
  sign_in_token: secretField(M.tokenMissing),
  method: z.enum(SECOND_FACTOR_METHODS, { error: M.methodUnknown }),
  code: z.string({ error: M.codeRequired }).trim().max(40, M.codeInvalid).regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters).optional(),
  passkey: passkeyAnswerField.optional(),
}).superRefine(proofIsWellFormed);

/** A step-up proves a TOTP code, or a passkey answering the challenge of staffStepUpPasskey (its step token beside it). */
export const STEP_UP_METHODS = ['totp', 'passkey'] as const;
export const stepUpRequestSchema = wireObject({
  method: z.enum(STEP_UP_METHODS, { error: M.methodUnknown }),
  code: z.string({ error: M.codeRequired }).max(40, M.codeInvalid).regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters).optional(),
  step_token: secretField(M.tokenMissing).optional(),
  passkey: passkeyAnswerField.optional(),
}).superRefine((proof, ctx) => {
  if (proof.method === 'passkey') {
    if (proof.passkey === undefined) ctx.addIssue({ code: 'custom', path: ['passkey'], message: M.passkeyRequired });
    if (proof.step_token === undefined) ctx.addIssue({ code: 'custom', path: ['step_token'], message: M.tokenMissing });
    return;
  }
  const checked = totpCodeField.safeParse(proof.code ?? '');
  if (!checked.success) ctx.addIssue({ code: 'custom', path: ['code'], message: checked.error.issues[0]?.message ?? M.codeInvalid });
});

/** A step-up's passkey challenge: options for the browser, and the token to send back with its answer (five minutes). */
export const stepUpPasskeySchema = z.strictObject({
  step_token: z.string().nullable().describe('Sent back with the passkey; null when the person has no passkey'),
  options: passkeyOptions.nullable().describe("Options allowing this person's passkeys only; null when they have none (they step up with a TOTP code)"),
});

export const signedOutSchema = z.strictObject({ everywhere: z.boolean().describe("Whether every session of the person ended, or only this one") });
