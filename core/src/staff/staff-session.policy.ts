// Staff sign-in lifetimes (NIST SP 800-63B AAL2: re-authenticate every 12 hours and after 30 minutes idle).
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const STAFF_SESSION_POLICY = {
  /** A console session ends after this long without a request. */
  idleMs: 30 * MINUTE,
  /** …and this long after sign-in, whatever happens. */
  absoluteMs: 12 * HOUR,
  /** Opening a careers document, revealing an Aadhaar number or exporting data needs a sign-in this recent. */
  stepUpMs: 5 * MINUTE,
  /** The first admin's enrolment link, printed at start on a store with no staff. */
  firstEnrolmentMs: 24 * HOUR,
  /** An invitation an admin sends to a later person. */
  invitationMs: 72 * HOUR,
  /** One-time recovery codes issued with a second factor. */
  recoveryCodes: 10,
  /** How long the second-factor step of a sign-in waits after the password was proved. */
  signInStepMs: 10 * MINUTE,
  /** How long a second factor being set up on the enrolment page waits to be confirmed. */
  enrolmentSetupMs: 30 * MINUTE,
  /** A personal access token's longest life, and its life when none is asked for. */
  accessTokenMaxDays: 366,
  accessTokenDefaultDays: 90,
} as const;

/** A stored session as the rules need it. */
export interface StaffSessionTimes {
  readonly signedInAt: Date;
  readonly lastSeenAt: Date;
  /** When the password and second factor were last proved (sign-in or step-up). */
  readonly verifiedAt: Date;
}

export type StaffSessionState = { readonly state: 'active'; readonly expiresAt: Date } | { readonly state: 'idle-expired' } | { readonly state: 'absolute-expired' };

/** Whether a session still opens the console at `now`, and until when if nothing else happens. */
export const staffSessionState = (session: StaffSessionTimes, now: Date, policy = STAFF_SESSION_POLICY): StaffSessionState => {
  const absoluteEnd = session.signedInAt.getTime() + policy.absoluteMs;
  const idleEnd = session.lastSeenAt.getTime() + policy.idleMs;
  if (now.getTime() >= absoluteEnd) return { state: 'absolute-expired' };
  if (now.getTime() >= idleEnd) return { state: 'idle-expired' };
  return { state: 'active', expiresAt: new Date(Math.min(absoluteEnd, idleEnd)) };
};

/** Whether the person proved who they are recently enough for a sensitive step (a document, an Aadhaar reveal, an export). */
export const stepUpFresh = (verifiedAt: Date | null, now: Date, policy = STAFF_SESSION_POLICY): boolean =>
  verifiedAt !== null && now.getTime() - verifiedAt.getTime() < policy.stepUpMs && now.getTime() >= verifiedAt.getTime();

/** When an enrolment link made at `issuedAt` stops working. */
export const enrolmentExpiresAt = (issuedAt: Date, kind: 'first-admin' | 'invitation', policy = STAFF_SESSION_POLICY): Date =>
  new Date(issuedAt.getTime() + (kind === 'first-admin' ? policy.firstEnrolmentMs : policy.invitationMs));
