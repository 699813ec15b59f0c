// The words of staff sign-in, tokens and people (English), by id: the server's refusals, the CLI and the console
// read them from here. A language's edition is another catalog of the same shape.
import type { StaffCredentialRefusal } from './staff-errors';

/** Why a staff credential opened nothing: each says what to do next, none says whether an e-mail is staff. */
export const STAFF_CREDENTIAL_REFUSALS: Readonly<Record<StaffCredentialRefusal, string>> = {
  missing: 'Sign in to the console at /staff/sign-in, or send a personal access token as Authorization: Bearer mnb_pat_… (made on the console\'s account screen, with manobal staff token-create, or by npm run admin -- create-person … --token NAME on the server\'s machine).',
  unknown: 'This access token is not known here. Ask an administrator for a new one.',
  expired: 'This access token has expired. Create a new one with manobal staff token-create before it ends, or ask an administrator for a new one.',
  revoked: 'This access token was revoked. Ask an administrator for a new one.',
  'session-ended': 'Your session has ended. Please sign in again.',
  deactivated: 'This staff account is deactivated. Ask an administrator if you need access again.',
};

export const STAFF_PEOPLE_MESSAGES = {
  tokenCreated: 'Token created. Copy it now: it is shown only this once.',
  tokenRevoked: 'Token revoked. Anything still using it is refused from now on.',
  invited: 'Invitation created. Send the link to the person: it works once, for 72 hours.',
  personChanged: 'Saved.',
  deactivated: 'Deactivated. Their sessions and tokens have ended.',
  secondFactorReset: 'Second factor reset. Send the link to the person so they can set up a new one.',
  personNotFound: 'No staff person has this id.',
  tokenNotFound: 'You have no access token with this id.',
  emailTaken: 'A staff person with this e-mail exists already.',
  rolesRequired: 'Choose at least one role.',
  roleUnknown: 'Roles are admin, coordinator, therapist and recruiter.',
  tokenNameRequired: 'Give the token a name, such as the script or machine that will use it.',
  tokenNameTooLong: 'A token name is at most 60 characters.',
  tokenDays: (max: number) => `A token lasts from 1 to ${max} days.`,
  therapistIdInvalid: 'A therapist id is lower-case letters, digits and hyphens.',
  nameRequired: 'Name is required.',
} as const;

/** What sign-in, enrolment and step-up say: their refusals by kind, their fields' messages, their screens. */
export const STAFF_SIGN_IN_MESSAGES = {
  signInRefused: 'That e-mail and password do not open the console. Check them and try again; after several wrong tries, wait 15 minutes.',
  passkeyRefused: 'That passkey did not work here. Use a passkey you made for this console, or your authenticator app or a recovery code.',
  passkeyRequired: 'Use your passkey when your browser asks.',
  passkeyChallenge: 'Use your passkey when your browser asks.',
  secondFactorRefused: 'That code did not work. Type the newest code from your app (each code works once), or one of your unused recovery codes.',
  signInExpired: 'This took too long. Please start again.',
  enrolmentGone: 'This enrolment link has been used or has expired. Ask an administrator for a new one.',
  sessionRequired: 'Only a console session can do this; a personal access token never does.',
  crossSiteRequest: 'This request did not come from the console\'s own pages, so it was refused.',
  passwordPending: 'Password checked. Now prove your second factor.',
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
  signedOutEverywhere: 'Signed out on every device. Your other sessions have ended.',
  steppedUp: 'Confirmed. Sensitive data opens for the next five minutes.',
  enrolmentOpened: 'Enrolment link accepted.',
  enrolled: 'Your account is ready and you are signed in. Keep your recovery codes safe: each works once.',
  codeRequired: 'Type the six-digit code from your authenticator app.',
  codeInvalid: 'The code is six digits.',
  recoveryCodeRequired: 'Type one of your recovery codes.',
  recoveryCodeInvalid: 'A recovery code is ten letters and digits, such as abcde-12345.',
  methodUnknown: 'Choose how to prove your second factor.',
  tokenMissing: 'This sign-in step is missing. Please start again.',
  codeLinkRequired: 'The enrolment code is missing from the link.',
  emailRequired: 'E-mail is required for the first administrator.',
  nameRequired: 'Name is required.',
} as const;
