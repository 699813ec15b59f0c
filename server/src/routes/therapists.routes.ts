import { type FreeSlotCalendar, type PublicTherapist } from '@manobal/core';
import type { Success } from '../http/domain-outcome';
import { route } from './call-route';

const NOT_FOUND = { '404': 'No active therapist with this id' };

const read =
  <T>() =>
  (data: T): Success => ({ status: 200, msg: 'ok', data });

/** The therapist directory's public reads (issue 14): see server/README.md, "Therapists". */
export const THERAPIST_CALL_ROUTES = {
  listTherapists: route((uc, input) => uc.listTherapists(input), read<{ readonly items: readonly PublicTherapist[] }>(), {
    status: 200,
    description: 'Active therapists matching every filter given: a language id they speak, a concern (a specialisation id, or a wizard concern or main-reason id) they work with, a mode they offer.',
  }),
  getTherapist: route((uc, input) => uc.getTherapist(input), read<PublicTherapist>(), { status: 200, refusals: NOT_FOUND }),
  therapistSlots: route((uc, input) => uc.therapistSlots(input), read<FreeSlotCalendar>(), {
    status: 200,
    description: "Free 60-minute slots over `days` IST dates (1 to 31, default 14) from `from` (today in IST when absent), optionally in one mode; every asked-for day is listed, even with no slot. Times are ISO 8601 with IST's offset.",
    refusals: NOT_FOUND,
  }),
};
