import { STAFF_MESSAGES, type StaffPayloadCallName } from '@manobal/core';
import { route, type CallRoute } from './call-route';

/** The recruiter's calls on one careers application beyond the listing: its details, and the Aadhaar number revealed. */
export const APPLICATION_STAFF_CALL_ROUTES = {
  staffApplication: route(
    (uc, input) => uc.applicationStaff.readApplication(input),
    (application) => ({ status: 200, msg: STAFF_MESSAGES.listed, data: application }),
    { status: 200, summary: 'Staff: one careers application (identity numbers masked)', refusals: { '404': 'No application has this id' } },
  ),
  staffRevealAadhaar: route(
    (uc, input, request) => uc.applicationStaff.revealAadhaar({ ...(input as object), id: (request.params as { id: string }).id }),
    (revealed) => ({ status: 200, msg: STAFF_MESSAGES.listed, data: revealed }),
    {
      status: 200,
      summary: "Staff: an applicant's Aadhaar number in full, with the reason for reading it (kept in the audit log)",
      description: 'Needs a console session signed in within the last five minutes (403 with kind step-up-required otherwise); a personal access token never opens it.',
      refusals: { '403': 'Not a recruiter or administrator (kind forbidden), or the sign-in is older than five minutes (kind step-up-required)', '404': 'No application has this id' },
    },
  ),
} satisfies Partial<Record<StaffPayloadCallName, CallRoute>>;
