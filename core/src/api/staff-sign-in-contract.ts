// The calls a person makes before they have a console session: opening and completing an enrolment link, and the
// two steps of signing in. They are public (no staff guard) but limited per address, checked for the console's own
// Origin, and each that signs someone in or changes a person leaves an audit row; so does every refusal whose
// person is known. Beside STAFF_CONTRACT, they drive the staff client, the server's routes and the OpenAPI document.
import type { z } from '../schema/zod';
import { successEnvelopeOf } from './envelope-schemas';
import type { CallMessages } from './api-error';
import { STAFF_PATH, type Endpoint } from './endpoints';
import { STAFF_MESSAGES } from './staff-contract';
import type { AuditAction, AuditSubject } from '../staff/audit-chain';
import { staffWhoamiSchema } from '../staff/staff-actor';
import { STAFF_SIGN_IN_MESSAGES as M } from '../staff/staff-sign-in.catalog';
import {
  completeEnrolmentRequestSchema,
  enrolledSchema,
  enrolmentViewSchema,
  openEnrolmentRequestSchema,
  secondFactorRequestSchema,
  signInStepSchema,
  staffSignInRequestSchema,
} from '../staff/staff-sign-in.schema';

export interface StaffSignInCallContract extends Pick<Endpoint, 'method' | 'path' | 'encoding'> {
  readonly auth: 'public';
  readonly request: z.ZodType;
  readonly data: z.ZodType;
  readonly response: z.ZodType;
  readonly messages: CallMessages;
  /** The audit row a success appends (as the person it signs in or creates); none for a step that changes nobody. */
  readonly audit?: { readonly action: AuditAction; readonly subject: AuditSubject };
}

const signInCall = <Request extends z.ZodType, Data extends z.ZodType>(
  path: string,
  request: Request,
  data: Data,
  success: string,
  audit?: { readonly action: AuditAction; readonly subject: AuditSubject },
) =>
  ({
    method: 'POST',
    path: `${STAFF_PATH}${path}`,
    encoding: 'json',
    auth: 'public',
    request,
    data,
    response: successEnvelopeOf(data),
    messages: { failure: STAFF_MESSAGES.failure, network: STAFF_MESSAGES.network, preferServerMsg: true, success },
    ...(audit ? { audit } : {}),
  }) as const;

/** The sign-in calls, by name (each name is also the call's OpenAPI operationId). */
export const STAFF_SIGN_IN_CONTRACT = {
  // The enrolment page (/staff/enrol#code) opens its link: the code travels in this body, never in a URL.
  staffOpenEnrolment: signInCall('/enrolment', openEnrolmentRequestSchema, enrolmentViewSchema, M.enrolmentOpened),
  staffCompleteEnrolment: signInCall('/enrolment/complete', completeEnrolmentRequestSchema, enrolledSchema, M.enrolled, { action: 'people-change', subject: 'staff-person' }),
  staffSignIn: signInCall('/sign-in', staffSignInRequestSchema, signInStepSchema, M.passwordPending),
  staffSignInFactor: signInCall('/sign-in/factor', secondFactorRequestSchema, staffWhoamiSchema, M.signedIn, { action: 'sign-in', subject: 'staff-person' }),
} as const satisfies Record<string, StaffSignInCallContract>;

export type StaffSignInCallName = keyof typeof STAFF_SIGN_IN_CONTRACT;
