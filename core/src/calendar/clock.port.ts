/** Time enters core only through this port, so every rule that depends on "now" is testable. */
export interface Clock {
  now(): Date;
}

/** A clock frozen at one instant: for tests, fixtures and replaying a decision. */
export const fixedClock = (instant: Date | string | number): Clock => {
  const at = new Date(instant);
  return { now: () => new Date(at.getTime()) };
};
