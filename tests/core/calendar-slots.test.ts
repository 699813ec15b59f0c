import { describe, expect, it } from 'vitest';
import {
  BOOKING_TIME_SLOTS,
  CALENDAR_SLOT_GROUPS,
  CALENDAR_SLOTS,
  fixedClock,
  openSlotGroups,
  openSlots,
  slotToMinutes,
} from '@manobal/core';

// 04:30 UTC is 10:00 in Kolkata on 5 July.
const tenAmInKolkata = fixedClock('2025-07-05T04:30:00Z');

describe('calendar slots', () => {
  it('groups the slots into Morning, Afternoon and Evening as the spec writes them', () => {
    expect(CALENDAR_SLOT_GROUPS).toEqual([
      { period: 'Morning', slots: ['9:00 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM'] },
      { period: 'Afternoon', slots: ['2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM'] },
      { period: 'Evening', slots: ['5:00 PM', '5:30 PM', '6:00 PM'] },
    ]);
    expect(CALENDAR_SLOTS).toHaveLength(12);
  });

  it('lists the booking form slots hourly from 10:00 AM to 9:00 PM', () => {
    expect(BOOKING_TIME_SLOTS).toEqual([
      '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM',
      '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM', '8:00 PM', '9:00 PM',
    ]);
  });

  it.each([
    ['9:00 AM', 540],
    ['12:00 PM', 720],
    ['12:30 AM', 30],
    ['2:30 PM', 870],
    ['9:00 PM', 1260],
  ])('reads %s as %i minutes after midnight', (slot, minutes) => {
    expect(slotToMinutes(slot)).toBe(minutes);
  });

  it.each(['09:00 AM', '13:00 PM', '9:00', '9:60 AM', '9:00 am', ''])('does not read %j as a slot', (slot) => {
    expect(slotToMinutes(slot)).toBeNull();
  });

  it('does not offer slots already past today, nor the current one', () => {
    expect(openSlots(CALENDAR_SLOTS, '2025-07-05', tenAmInKolkata)).toEqual([
      '10:30 AM', '11:00 AM', '11:30 AM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '5:00 PM', '5:30 PM', '6:00 PM',
    ]);
  });

  it('offers every slot tomorrow and none yesterday', () => {
    expect(openSlots(CALENDAR_SLOTS, '2025-07-06', tenAmInKolkata)).toEqual(CALENDAR_SLOTS);
    expect(openSlots(CALENDAR_SLOTS, '2025-07-04', tenAmInKolkata)).toEqual([]);
  });

  it('offers nothing today after the last slot, but all of them just after Kolkata midnight', () => {
    expect(openSlots(BOOKING_TIME_SLOTS, '2025-07-04', fixedClock('2025-07-04T18:29:00Z'))).toEqual([]);
    expect(openSlots(BOOKING_TIME_SLOTS, '2025-07-05', fixedClock('2025-07-04T18:31:00Z'))).toEqual(BOOKING_TIME_SLOTS);
  });

  it('keeps the groups while emptying the past ones', () => {
    const evening = fixedClock('2025-07-05T11:45:00Z'); // 17:15 in Kolkata
    expect(openSlotGroups(CALENDAR_SLOT_GROUPS, '2025-07-05', evening)).toEqual([
      { period: 'Morning', slots: [] },
      { period: 'Afternoon', slots: [] },
      { period: 'Evening', slots: ['5:30 PM', '6:00 PM'] },
    ]);
  });
});
