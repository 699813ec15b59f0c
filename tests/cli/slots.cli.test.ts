import { BOOKING_TIME_SLOTS, CALENDAR_SLOTS, fixedClock } from '@manobal/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { runSlots } from '../../cli/src/commands/slots.command';
import { buildCli, runBuiltCli } from './cli-harness';
import { A_KOLKATA_MORNING, aTestContext } from './cli-test-context';

beforeAll(buildCli);

describe('manobal slots (in-process, fixed clock)', () => {
  test('shows the date strip from today and omits slots already past at 10:00 in Kolkata', () => {
    const { ctx } = aTestContext({ clock: A_KOLKATA_MORNING });
    const report = runSlots({ json: false }, ctx);
    expect(report.dateStrip.map((d) => d.label)).toEqual(['Today', '05 Jul', '06 Jul', '07 Jul', '08 Jul', '09 Jul']);
    expect(report.date).toBe('2025-07-04');
    expect(report.calendarSlots).toEqual([
      { period: 'Morning', slots: ['10:30 AM', '11:00 AM', '11:30 AM'] },
      { period: 'Afternoon', slots: ['2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM'] },
      { period: 'Evening', slots: ['5:00 PM', '5:30 PM', '6:00 PM'] },
    ]);
    expect(report.bookingSlots).toEqual(BOOKING_TIME_SLOTS.slice(1));
  });

  test('prints plain text with how many slots are past', () => {
    const { ctx, output } = aTestContext({ clock: A_KOLKATA_MORNING });
    runSlots({ json: false }, ctx);
    expect(output.stdout()).toContain('Today (2025-07-04) | 05 Jul | 06 Jul');
    expect(output.stdout()).toContain('(2 slots already past are not shown)');
  });

  test('lists every slot for a later date', () => {
    const { ctx } = aTestContext({ clock: A_KOLKATA_MORNING });
    const report = runSlots({ date: '2025-07-06', json: true }, ctx);
    expect(report.dateLabel).toBe('06 Jul');
    expect(report.calendarSlots.flatMap((g) => g.slots)).toEqual(CALENDAR_SLOTS);
    expect(report.bookingSlots).toEqual(BOOKING_TIME_SLOTS);
  });

  test('has no slots left late in the evening, nor on a past date', () => {
    const late = aTestContext({ clock: fixedClock('2025-07-04T16:00:00Z') }); // 21:30 in Kolkata
    expect(runSlots({ json: false }, late.ctx).bookingSlots).toEqual([]);
    expect(late.output.stdout()).toContain('No slots left on this date.');
    const past = aTestContext({ clock: A_KOLKATA_MORNING });
    expect(runSlots({ date: '2025-07-03', json: false }, past.ctx).calendarSlots.flatMap((g) => g.slots)).toEqual([]);
  });
});

describe('manobal slots (built binary)', () => {
  test('prints JSON for a far-off date with every slot open', async () => {
    const run = await runBuiltCli(['slots', '--date', '2099-01-05', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.date).toBe('2099-01-05');
    expect(report.dateLabel).toBe('05 Jan');
    expect(report.dateStrip).toHaveLength(6);
    expect(report.dateStrip[0].label).toBe('Today');
    expect(report.bookingSlots).toEqual(BOOKING_TIME_SLOTS);
  });

  test('refuses a date that is not a real YYYY-MM-DD date', async () => {
    const run = await runBuiltCli(['slots', '--date', '2025-02-30']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('YYYY-MM-DD');
  });
});
