import type { z } from '../schema/zod';
import { AUTH_MESSAGES, passwordNotEmail, signupFieldsWith, signupPasswordField } from './auth.schema';
import { isCommonPassword } from './common-password.rule';
import { wireObject } from './shared-fields';

/**
 * The wire payload of POST /api/v1/signup/, which the server enforces: every rule of the signup form plus
 * the common-password list. Its own module because the list is large: the website never imports this one,
 * so its bundles never carry the list, and shows the server's message under the password field instead.
 */
export const signupPayloadSchema = wireObject(
  signupFieldsWith(signupPasswordField.refine((password) => !isCommonPassword(password), AUTH_MESSAGES.passwordTooCommon)),
).superRefine(passwordNotEmail.check, passwordNotEmail.params);
export type SignupInput = z.input<typeof signupPayloadSchema>;
export type SignupPayload = z.output<typeof signupPayloadSchema>;
