import { z } from '../schema/zod';
import { normaliseAadhaarInput, isValidAadhaar } from './aadhaar.rule';
import { hasInvisibleCharacters, mixesLookAlikeScripts, normaliseEmailText } from './email-address.rule';
import { INDIAN_MOBILE_PATTERN, normaliseIndianPhone, stripIndianPhoneInput } from './indian-phone.rule';
import { isValidIndividualPan, normalisePanInput } from './pan.rule';
import { EMAIL_PATTERN, FORM_TEXT_LIMITS, parseWholeNumber, PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from './shared-rules';
import { WIRE_FORMATS } from './wire-format';

/** A wire payload: a JSON object with exactly the given fields (unknown fields are refused, each under its own name). */
export const wireObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? SHARED_MESSAGES.unknownField : SHARED_MESSAGES.notAnObject),
  });

/**
 * Trimmed text that must not be empty; one message for missing or blank. Control characters (see
 * PLAIN_TEXT_PATTERN) get `invalid`, by default the shared calm message.
 */
export const requiredText = (required: string, max: number, tooLong: string, invalid: string = SHARED_MESSAGES.controlCharacters) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).regex(PLAIN_TEXT_PATTERN, invalid);

/** Trimmed text that may be missing or blank (then absent from the output). */
export const optionalText = (max: number, tooLong: string, invalid: string = SHARED_MESSAGES.controlCharacters) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .regex(PLAIN_TEXT_PATTERN, invalid)
    .nullish()
    .transform((text) => (text ? text : undefined));

/**
 * Trimmed e-mail address in NFKC (full-width 'ａ' is 'a'); blank gives `required`, anything not matching the basic
 * pattern `invalid`. Invisible characters (direction marks, zero-width spaces) and letters from alphabets that pass
 * for each other within the local part or the domain are refused in words of their own, so two accounts or two
 * records cannot look identical to staff while being different addresses (email-address.rule.ts).
 */
export const emailField = (required: string, invalid: string, options: { lowerCase?: boolean } = {}) => {
  const base = z.string({ error: required }).overwrite(normaliseEmailText);
  return (options.lowerCase ? base.toLowerCase() : base)
    .min(1, required)
    .max(FORM_TEXT_LIMITS.email, invalid)
    .refine((email) => !hasInvisibleCharacters(email), SHARED_MESSAGES.emailInvisible)
    .regex(EMAIL_PATTERN, invalid)
    .regex(PLAIN_TEXT_PATTERN, invalid)
    .refine((email) => !mixesLookAlikeScripts(email), SHARED_MESSAGES.emailMixedScripts)
    .register(WIRE_FORMATS, { kind: 'email' });
};

export interface WholeNumberRules {
  readonly missing: string;
  readonly invalid: string;
  readonly min: readonly [number, string];
  readonly max: readonly [number, string];
}

/** A whole number given as a JSON number or numeric text (form inputs send text). */
export const wholeNumberField = (rules: WholeNumberRules) =>
  z.union([z.number(), z.string()], { error: rules.missing }).transform((raw, ctx) => {
    const parsed = parseWholeNumber(raw);
    const message =
      parsed === 'missing' ? rules.missing
      : parsed === 'invalid' ? rules.invalid
      : parsed < rules.min[0] ? rules.min[1]
      : parsed > rules.max[0] ? rules.max[1]
      : null;
    if (message !== null || typeof parsed !== 'number') {
      ctx.issues.push({ code: 'custom', message: message ?? rules.invalid, input: raw });
      return z.NEVER;
    }
    return parsed;
  })
  .register(WIRE_FORMATS, { kind: 'whole-number', min: rules.min[0], max: rules.max[0] });

/** Like wholeNumberField, but missing or blank is allowed (absent from the output). */
export const optionalWholeNumberField = (rules: Omit<WholeNumberRules, 'missing'>) =>
  z
    .union([z.number(), z.string()], { error: rules.invalid })
    .nullish()
    .transform((raw, ctx) => {
      if (raw === null || raw === undefined) return undefined;
      const parsed = parseWholeNumber(raw);
      if (parsed === 'missing') return undefined;
      if (parsed === 'invalid' || parsed < rules.min[0] || parsed > rules.max[0]) {
        ctx.issues.push({
          code: 'custom',
          message: parsed !== 'invalid' && parsed > rules.max[0] ? rules.max[1] : parsed === 'invalid' ? rules.invalid : rules.min[1],
          input: raw,
        });
        return z.NEVER;
      }
      return parsed;
    })
    .register(WIRE_FORMATS, { kind: 'optional-whole-number', min: rules.min[0], max: rules.max[0] });

/** A value from a fixed list, where blank or missing means the user did not choose. */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T, missing: string, invalid: string) =>
  z.string({ error: missing }).trim().min(1, missing).pipe(z.enum(values, { error: invalid }));

/** A phone field: any accepted spelling in, the 10 digits out; one message for every failure. */
export const indianPhoneField = (message: string) =>
  z
    .string({ error: message })
    .max(FORM_TEXT_LIMITS.idInput, message)
    .transform(stripIndianPhoneInput)
    .refine((digits) => INDIAN_MOBILE_PATTERN.test(digits), message)
    .register(WIRE_FORMATS, { kind: 'indian-phone' });

/** Optional phone: missing or blank is absent from the output; anything else must be valid. */
export const optionalIndianPhoneField = (message: string) =>
  z
    .string({ error: message })
    .max(FORM_TEXT_LIMITS.idInput, message)
    .nullish()
    .transform((raw, ctx) => {
      if (raw === null || raw === undefined || raw.trim() === '') return undefined;
      const digits = normaliseIndianPhone(raw);
      if (digits === null) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return digits;
    })
    .register(WIRE_FORMATS, { kind: 'optional-indian-phone' });

/** A 12-digit Aadhaar number (spaces allowed) with a valid Verhoeff check digit; one message for every failure. */
export const aadhaarField = (message: string) =>
  z
    .string({ error: message })
    .max(FORM_TEXT_LIMITS.idInput, message)
    .transform(normaliseAadhaarInput)
    .refine(isValidAadhaar, message)
    .register(WIRE_FORMATS, { kind: 'aadhaar' });

/** An individual's PAN, upper-cased and without spaces; one message for every failure. */
export const panField = (message: string) =>
  z
    .string({ error: message })
    .max(FORM_TEXT_LIMITS.idInput, message)
    .transform(normalisePanInput)
    .refine(isValidIndividualPan, message)
    .register(WIRE_FORMATS, { kind: 'pan' });
