import { describe, expect, it } from 'vitest';

/**
 * The server's Content-Security-Policy has no 'unsafe-eval'. zod 4 compiles fast parsers with
 * `new Function(...)` unless told not to, and the browser reports even its probe for whether it may as a
 * CSP violation. Core's schemas must be built and used without constructing a Function.
 */
describe('core schemas under a strict Content-Security-Policy', () => {
  it('are built and validate forms without constructing a Function', async () => {
    const constructed: unknown[][] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args, newTarget) {
        constructed.push(args);
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
    try {
      // Imported only now, so that zod and every schema are built while construction is watched.
      const core = await import('@manobal/core');
      const { aValidCareersApplication, aValidVolunteerSubmission } = await import('../../fixtures/forms');
      const cases = [
        [core.careersApplicationSchema, aValidCareersApplication()],
        [core.volunteerPayloadSchema, aValidVolunteerSubmission()],
      ] as const;
      for (const [schema, payload] of cases) {
        expect(core.validateWith(schema, payload).isOk()).toBe(true);
        expect(core.validateWith(schema, { ...payload, email: 'not an email' }).isErr()).toBe(true);
      }
    } finally {
      globalThis.Function = original;
    }
    expect(constructed).toEqual([]);
  });
});
