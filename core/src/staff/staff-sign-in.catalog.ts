// The words of staff sign-in, tokens and people (English), by id: the server's refusals, the CLI and the console
// read them from here. A language's edition is another catalog of the same shape.
import type { StaffCredentialRefusal } from './staff-errors';

/** Why a staff credential opened nothing: each says what to do next, none says whether an e-mail is staff. */
export const STAFF_CREDENTIAL_REFUSALS: Readonly<Record<StaffCredentialRefusal, string>> = {
  missing: 'Send a personal access token as Authorization: Bearer mnb_pat_…; an administrator creates one (npm run admin -- create-person … --token NAME on the server\'s machine).',
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
