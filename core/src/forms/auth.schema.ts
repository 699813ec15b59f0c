import { z } from '../schema/zod';
import { LIMITS } from '../catalog/timings';
import { normaliseEmailText } from './email-address.rule';
import { emailField, requiredText, wireObject } from './shared-fields';
import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';
import { formMessageIds } from './form-message-ids';

/** Signup and login (spec sections 3, 5 and 7). */
export const AUTH_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.nameTooLong,
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  identifierRequired: SHARED_MESSAGES.emailRequired,
  ...formMessageIds('auth', [
    'passwordRequired',
    'passwordTooShort',
    'passwordTooLong',
    'passwordTooCommon',
    'passwordIsEmail',
    'confirmPasswordRequired',
    'passwordsDoNotMatch',
    'identifierTooLong',
  ]),
} as const;

/** The signup password as typed (no trimming); signup-payload.schema.ts adds the common-password check. */
export const signupPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
  .max(FORM_TEXT_LIMITS.password, AUTH_MESSAGES.passwordTooLong);

/** The fields both signup schemas share; the password field is the caller's. */
export const signupFieldsWith = <Password extends z.ZodType<string>>(password: Password) => ({
  name: requiredText(AUTH_MESSAGES.nameRequired, FORM_TEXT_LIMITS.name, AUTH_MESSAGES.nameTooLong),
  // One account per address whatever the capitalisation people type.
  email: emailField(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true }),
  password,
});

/** Whether a refinement over raw input should run: the object parsed far enough to be an object. */
const isObjectInput = (parse: { value: unknown }) => typeof parse.value === 'object' && parse.value !== null;

/**
 * The password must not be the email address (any capitalisation, surrounding spaces ignored): it is the
 * first thing tried against an account. Runs on raw input, so the field's own message still shows alongside.
 */
export const passwordNotEmail = {
  check: (form: unknown, ctx: z.RefinementCtx) => {
    const { email, password } = form as Record<string, unknown>;
    if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '') return;
    if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordIsEmail });
    }
  },
  params: { when: isObjectInput },
} as const;

/**
 * The signup form: name, email, password, confirm password. Every rule of the wire payload except the
 * common-password list, which the server applies (signupPayloadSchema) and the form shows under the field.
 */
export const signupFormSchema = z
  .object({
    ...signupFieldsWith(signupPasswordField),
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }).min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .superRefine(
    (form, ctx) => {
      const { password, confirmPassword } = form as Record<string, unknown>;
      if (typeof confirmPassword === 'string' && confirmPassword !== '' && confirmPassword !== password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
      }
    },
    { when: isObjectInput },
  )
  .superRefine(passwordNotEmail.check, passwordNotEmail.params);

export type SignupForm = z.output<typeof signupFormSchema>;


/** The payload the signup form sends once it validates. */
// Its result is a SignupPayload (signup-payload.schema.ts); not named here, so this module does not import that one.
export const signupPayloadFromForm = ({ name, email, password }: SignupForm) => ({ email, password, name });

/**
 * The wire payload of POST /api/v1/login/: `email` holds a username or an e-mail address, in the NFKC form signup
 * keeps addresses in, so 'ａｓｈａ@example.in' typed full-width finds the account of 'asha@example.in'.
 */
export const loginPayloadSchema = wireObject({
  email: requiredText(AUTH_MESSAGES.identifierRequired, FORM_TEXT_LIMITS.loginIdentifier, AUTH_MESSAGES.identifierTooLong).overwrite(normaliseEmailText),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(FORM_TEXT_LIMITS.password, AUTH_MESSAGES.passwordTooLong),
});
export type LoginInput = z.input<typeof loginPayloadSchema>;
export type LoginPayload = z.output<typeof loginPayloadSchema>;
