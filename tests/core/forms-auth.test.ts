import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, isCommonPassword, loginPayloadSchema, signupFormSchema, signupPayloadFromForm, signupPayloadSchema, validateWith, formMessageText, formMessageTexts } from '@manobal/core';
import { aValidLogin, aValidSignup, aValidSignupForm } from '../../fixtures/forms';

const errorsOf = (schema: Parameters<typeof validateWith>[0], input: unknown): Record<string, string> =>
  validateWith(schema, input).match(
    () => ({}),
    (e) => formMessageTexts('en', e.fieldErrors),
  );

describe('signup', () => {
  it('refuses passwords that do not match', () => {
    expect(errorsOf(signupFormSchema, aValidSignupForm({ confirmPassword: 'quiet-river-43' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(errorsOf(signupFormSchema, aValidSignupForm({ password: 'short', confirmPassword: 'short' })).password).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('requires every field', () => {
    expect(Object.keys(errorsOf(signupFormSchema, {}))).toEqual(['name', 'email', 'password', 'confirmPassword']);
  });

  it('lower-cases and trims the email', () => {
    const form = validateWith(signupFormSchema, aValidSignupForm({ email: '  Nikhil.Rao@Example.IN ' }))._unsafeUnwrap();
    expect(signupPayloadFromForm(form)).toEqual({ email: 'nikhil.rao@example.in', password: 'quiet-river-42', name: 'Nikhil Rao' });
  });

  it('keeps the password exactly as typed', () => {
    expect(validateWith(signupPayloadSchema, aValidSignup({ password: ' spaced pass ' }))._unsafeUnwrap().password).toBe(' spaced pass ');
  });

  it('refuses extra fields on the wire, such as confirmPassword', () => {
    expect(errorsOf(signupPayloadSchema, { ...aValidSignup(), confirmPassword: 'x' }).confirmPassword).toBe('Unknown field: confirmPassword');
  });
});

describe('signup passwords', () => {
  it.each(['password', 'Password', '12345678', 'iloveyou', 'qwertyuiop', 'password123', 'sunshine1'])(
    'refuses the common password %j on the wire with the field message',
    (password) => {
      expect(errorsOf(signupPayloadSchema, aValidSignup({ password }))).toEqual({ password: formMessageText('en', AUTH_MESSAGES.passwordTooCommon) });
    },
  );

  it.each([' '.repeat(8), 'aaaaaaaaaa', '\t'.repeat(9)])('refuses one character repeated (%j) as too easy to guess', (password) => {
    expect(errorsOf(signupPayloadSchema, aValidSignup({ password })).password).toBe(formMessageText('en', AUTH_MESSAGES.passwordTooCommon));
  });

  it('still gives the length message first for a short common password', () => {
    expect(errorsOf(signupPayloadSchema, aValidSignup({ password: '123456' })).password).toBe(formMessageText('en', AUTH_MESSAGES.passwordTooShort));
  });

  it('refuses the email itself as the password, whatever its capitalisation, on the wire and in the form', () => {
    const email = 'nikhil.rao@example.in';
    expect(errorsOf(signupPayloadSchema, aValidSignup({ email, password: 'Nikhil.Rao@Example.IN' }))).toEqual({ password: formMessageText('en', AUTH_MESSAGES.passwordIsEmail) });
    expect(errorsOf(signupFormSchema, aValidSignupForm({ email, password: email, confirmPassword: email }))).toEqual({
      password: formMessageText('en', AUTH_MESSAGES.passwordIsEmail),
    });
  });

  it('shows the email message alongside the other fields’ messages', () => {
    const email = 'nikhil.rao@example.in';
    expect(errorsOf(signupPayloadSchema, { email, password: email, name: '' })).toEqual({
      name: formMessageText('en', AUTH_MESSAGES.nameRequired),
      password: formMessageText('en', AUTH_MESSAGES.passwordIsEmail),
    });
  });

  it('leaves the common-password list to the server: the form accepts what only the list refuses', () => {
    expect(validateWith(signupFormSchema, aValidSignupForm({ password: 'iloveyou', confirmPassword: 'iloveyou' })).isOk()).toBe(true);
  });

  it('accepts an uncommon passphrase', () => {
    expect(isCommonPassword('quiet-river-42')).toBe(false);
    expect(validateWith(signupPayloadSchema, aValidSignup()).isOk()).toBe(true);
  });

  it('lets existing accounts log in whatever their password: the rules apply to new passwords only', () => {
    expect(validateWith(loginPayloadSchema, aValidLogin({ password: 'password' })).isOk()).toBe(true);
  });
});

describe('login', () => {
  it('accepts a username in the email field', () => {
    expect(validateWith(loginPayloadSchema, aValidLogin({ email: 'nikhil' })).isOk()).toBe(true);
  });

  it('requires both fields', () => {
    expect(errorsOf(loginPayloadSchema, aValidLogin({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});
