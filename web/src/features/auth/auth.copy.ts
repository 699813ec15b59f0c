/** The website's own words on the signup and login pages (core owns the rules and messages). */
export const AUTH_COPY = {
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
} as const;
