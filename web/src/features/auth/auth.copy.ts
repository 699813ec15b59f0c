import type { Localized } from '@manobal/core';

/** The website's own words on the signup and login pages (core owns the fields, rules and messages). */
const english = {
  signupTitle: 'Sign up',
  signupIntro: 'Create your account. It only takes a minute.',
  loginTitle: 'Login',
  loginIntro: 'Welcome back.',
  signupButton: 'Sign up',
  signingUp: 'Signing up...',
  loginButton: 'Login',
  loggingIn: 'Logging in...',
  haveAccount: 'Already have an account?',
  loginLink: 'Login',
  noAccount: 'New here?',
  signupLink: 'Create an account',
};

export type AuthCopy = typeof english;

const hindi: AuthCopy = {
  signupTitle: 'साइन अप',
  signupIntro: 'अपना अकाउंट बनाएँ। इसमें बस एक मिनट लगता है।',
  loginTitle: 'लॉग इन',
  loginIntro: 'फिर से स्वागत है।',
  signupButton: 'साइन अप करें',
  signingUp: 'साइन अप हो रहा है...',
  loginButton: 'लॉग इन करें',
  loggingIn: 'लॉग इन हो रहा है...',
  haveAccount: 'क्या आपका पहले से अकाउंट है?',
  loginLink: 'लॉग इन करें',
  noAccount: 'पहली बार आए हैं?',
  signupLink: 'अकाउंट बनाएँ',
};

/** Both languages ride with the auth pages: their words are a few hundred bytes. */
export const AUTH_COPIES: Localized<AuthCopy> = { en: english, hi: hindi };
