import {
  changeStaffPerson,
  deactivateStaffPerson,
  firstAdminEnrolment,
  inviteStaffPerson,
  issueAccessToken,
  issueAdminEnrolment,
  listAccessTokens,
  listStaffPeople,
  provisionStaffPerson,
  resetSecondFactor,
  revokeAccessToken,
  enrolmentLink,
  type Clock,
  type IssuedEnrolment,
  type IdGenerator,
  type StaffSecrets,
} from '@manobal/core';
import type { Store } from '../store/store.port';

/** Core's staff people use cases bound to the store: what the staff routes and the admin script call. */
export const composeStaffPeopleUseCases = ({
  store,
  clock,
  ids,
  secrets,
  publicOrigin,
}: {
  readonly store: Store;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly secrets: StaffSecrets;
  readonly publicOrigin?: string;
}) => {
  const people = store.staffPeople;
  const enrolling = { people, enrolments: store.staffEnrolments, secrets, clock };
  const tokens = { tokens: store.staffTokens, secrets, clock, ids };
  return {
    provisionPerson: provisionStaffPerson({ people, clock, ids }),
    listPeople: listStaffPeople({ people }),
    invitePerson: inviteStaffPerson(enrolling),
    changePerson: changeStaffPerson({ people }),
    deactivatePerson: deactivateStaffPerson({ people, clock }),
    resetSecondFactor: resetSecondFactor({ ...enrolling, factors: store.secondFactors }),
    firstAdminEnrolment: firstAdminEnrolment(enrolling),
    adminEnrolment: issueAdminEnrolment(enrolling),
    issueToken: issueAccessToken(tokens),
    listTokens: listAccessTokens(tokens),
    revokeToken: revokeAccessToken(tokens),
    /** An enrolment as the wire carries it: the link (on PUBLIC_ORIGIN, else the origin the request came to) and its end. */
    linkOf: (enrolment: IssuedEnrolment, requestOrigin: string) => ({
      link: enrolmentLink(publicOrigin ?? requestOrigin, enrolment.code),
      expires_at: enrolment.expiresAt.toISOString(),
    }),
  };
};

export type StaffPeopleUseCases = ReturnType<typeof composeStaffPeopleUseCases>;
