import { z } from '../schema/zod';

/**
 * What a shared field accepts on the wire beyond what zod's JSON Schema can say by itself: it normalises before
 * it checks (a phone with +91 and spaces, a number sent as text, an address with spaces around it) or checks
 * with a function (Aadhaar's check digit). Each shared field builder registers its format here, so the OpenAPI
 * document describes any form built from them exactly, with no entry per form.
 */
export type WireFormat =
  | { readonly kind: 'indian-phone' | 'optional-indian-phone' | 'email' | 'aadhaar' | 'pan' }
  | { readonly kind: 'whole-number' | 'optional-whole-number'; readonly min: number; readonly max: number }
  /** A query string's page or page size: digits only, within the range, the default when left out. */
  | { readonly kind: 'query-integer'; readonly min: number; readonly max: number; readonly default: number };

export const WIRE_FORMATS = z.registry<WireFormat>();
