import { z } from '../schema/zod';
import { LIMITS } from '../catalog/timings';
import { emailField, requiredText, wireObject } from './shared-fields';
import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';

/** Signup and login (spec sections 3, 5 and 7). */
export const AUTH_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.tooLong('Name', FORM_TEXT_LIMITS.name),
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: SHARED_MESSAGES.tooLong('Password', FORM_TEXT_LIMITS.password),
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  identifierRequired: 'Username or email is required',
  identifierTooLong: SHARED_MESSAGES.tooLong('Username or email', FORM_TEXT_LIMITS.loginIdentifier),
} as const;

const signupFields = {
  name: requiredText(AUTH_MESSAGES.nameRequired, FORM_TEXT_LIMITS.name, AUTH_MESSAGES.nameTooLong),
  // One account per address whatever the capitalisation people type.
  email: emailField(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true }),
  // Passwords are taken exactly as typed: no trimming.
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(LIMITS.passwordMinLength, AUTH_MESSAGES.passwordTooShort)
    .max(FORM_TEXT_LIMITS.password, AUTH_MESSAGES.passwordTooLong),
};

/** The signup form: name, email, password, confirm password. */
export const signupFormSchema = z
  .object({
    ...signupFields,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }).min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .superRefine(
    (form, ctx) => {
      const { password, confirmPassword } = form as Record<string, unknown>;
      if (typeof confirmPassword === 'string' && confirmPassword !== '' && confirmPassword !== password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
      }
    },
    { when: (parse) => typeof parse.value === 'object' && parse.value !== null },
  );

export type SignupForm = z.output<typeof signupFormSchema>;

/** The wire payload of POST /api/v1/signup/. */
export const signupPayloadSchema = wireObject(signupFields);
export type SignupInput = z.input<typeof signupPayloadSchema>;
export type SignupPayload = z.output<typeof signupPayloadSchema>;

/** The payload the signup form sends once it validates. */
export const signupPayloadFromForm = ({ name, email, password }: SignupForm): SignupPayload => ({ email, password, name });

/** The wire payload of POST /api/v1/login/: `email` holds a username or an e-mail address. */
export const loginPayloadSchema = wireObject({
  email: requiredText(AUTH_MESSAGES.identifierRequired, FORM_TEXT_LIMITS.loginIdentifier, AUTH_MESSAGES.identifierTooLong),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(FORM_TEXT_LIMITS.password, AUTH_MESSAGES.passwordTooLong),
});
export type LoginInput = z.input<typeof loginPayloadSchema>;
export type LoginPayload = z.output<typeof loginPayloadSchema>;
