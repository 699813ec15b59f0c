import { describe, expect, it } from 'vitest';
import { loginPayloadSchema, signupFormSchema, signupPayloadFromForm, signupPayloadSchema, validateWith } from '@manobal/core';
import { aValidLogin, aValidSignup, aValidSignupForm } from '../../fixtures/forms';

const errorsOf = (schema: Parameters<typeof validateWith>[0], input: unknown): Record<string, string> =>
  validateWith(schema, input).match(
    () => ({}),
    (e) => e.fieldErrors,
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
    expect(errorsOf(signupPayloadSchema, { ...aValidSignup(), confirmPassword: 'x' })._).toBe('Unknown field: confirmPassword');
  });
});

describe('login', () => {
  it('accepts a username in the email field', () => {
    expect(validateWith(loginPayloadSchema, aValidLogin({ email: 'nikhil' })).isOk()).toBe(true);
  });

  it('requires both fields', () => {
    expect(errorsOf(loginPayloadSchema, aValidLogin({ email: '', password: '' }))).toEqual({
      email: 'Username or email is required',
      password: 'Password is required',
    });
  });
});
