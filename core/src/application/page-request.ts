import { z } from '../schema/zod';
import { WIRE_FORMATS } from '../forms/wire-format';

/** One page of a staff listing: 50 by default, at most 100. */
export const STAFF_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;

const PAGE_MESSAGES = {
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${STAFF_PAGE_LIMITS.maxLimit}`,
} as const;

/** A whole number as a query string carries it ('2') or a client passes it (2). */
const wholeNumber = (message: string, max: number, fallback: number) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,9}$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(1, message).max(max, message))
    .default(fallback)
    .register(WIRE_FORMATS, { kind: 'query-integer', min: 1, max, default: fallback });

/** `?page=&limit=` of a staff listing, 1-based. */
export const pageRequestSchema = z.object({
  page: wholeNumber(PAGE_MESSAGES.page, 1_000_000_000, 1),
  limit: wholeNumber(PAGE_MESSAGES.limit, STAFF_PAGE_LIMITS.maxLimit, STAFF_PAGE_LIMITS.defaultLimit),
});
export type PageRequest = z.output<typeof pageRequestSchema>;

/** One page of items, with where it is and how many there are in all. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

/** A stored time as staff read it in a listing's item. */
export const listedInstantSchema = z.string().describe('ISO-8601 UTC');

/** The answer's shape for a page of `item`s. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), page: z.number().int().min(1), limit: z.number().int().min(1), total: z.number().int().min(0) });
