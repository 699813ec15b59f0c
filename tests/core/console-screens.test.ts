import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_SCREEN_ACCESS,
  CONSOLE_SCREEN_LABELS,
  CONSOLE_SCREENS,
  consoleHomeFor,
  consoleScreensFor,
  permissionsOf,
  STAFF_ROLES,
  staffRefusalOf,
} from '@manobal/core';

describe("the console's screens by role", () => {
  it('lists for each role only the screens its permissions open, in navigation order', () => {
    expect(consoleScreensFor(['coordinator'])).toEqual(['queue', 'appointments', 'inbox', 'account']);
    expect(consoleScreensFor(['therapist'])).toEqual(['my-space', 'appointments', 'account']);
    expect(consoleScreensFor(['recruiter'])).toEqual(['applications', 'account']);
    expect(consoleScreensFor(['admin'])).toEqual(CONSOLE_SCREENS);
  });

  it('opens the urgent queue first for a coordinator, their own space for a therapist, the applications for a recruiter', () => {
    expect(consoleHomeFor(['coordinator'])).toBe('queue');
    expect(consoleHomeFor(['therapist'])).toBe('my-space');
    expect(consoleHomeFor(['recruiter'])).toBe('applications');
    expect(consoleHomeFor(['recruiter', 'coordinator'])).toBe('queue');
    expect(consoleHomeFor([])).toBe('account');
  });

  it('shows a screen exactly when one of the roles holds one of its permissions, and always the own account', () => {
    fc.assert(
      fc.property(fc.subarray([...STAFF_ROLES]), (roles) => {
        const held = permissionsOf(roles);
        const expected = CONSOLE_SCREENS.filter((screen) => CONSOLE_SCREEN_ACCESS[screen].some((permission) => held.has(permission)));
        expect(consoleScreensFor(roles)).toEqual(expected);
        if (roles.length > 0) expect(consoleScreensFor(roles)).toContain('account');
      }),
    );
  });

  it('names every screen in the catalog', () => {
    for (const screen of CONSOLE_SCREENS) expect(CONSOLE_SCREEN_LABELS[screen].length).toBeGreaterThan(0);
  });
});

describe('staff refusals', () => {
  it("reads a refusal from the answer's kind and nothing else", () => {
    expect(staffRefusalOf('signed-out')).toBe('signed-out');
    expect(staffRefusalOf('forbidden')).toBe('forbidden');
    expect(staffRefusalOf('step-up-required')).toBe('step-up-required');
    expect(staffRefusalOf('slot-taken')).toBeNull();
    expect(staffRefusalOf(undefined)).toBeNull();
  });
});
