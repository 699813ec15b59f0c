/**
 * A regular-expression fragment (no anchors) matching the decimal numerals of the whole numbers from min to max,
 * without leading zeros or sign. JSON Schema has no numeric range for text, so a whole number that the forms also
 * accept as text ('29') is documented with this pattern beside `minimum`/`maximum` for the JSON number.
 */
export const integerRangePattern = (min: number, max: number): string => {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max < min) {
    throw new RangeError(`integerRangePattern needs 0 <= min <= max, got ${min}..${max}`);
  }
  const alternatives: string[] = [];
  // Numerals of one length at a time: 0..9, 10..99, 100..999, ...
  for (let digits = String(min).length; digits <= String(max).length; digits += 1) {
    const low = Math.max(min, digits === 1 ? 0 : 10 ** (digits - 1));
    const high = Math.min(max, 10 ** digits - 1);
    if (low <= high) alternatives.push(...sameLengthRange(String(low), String(high)));
  }
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
};

const digitClass = (from: string, to: string): string => (from === to ? from : `[${from}-${to}]`);

/** Alternatives matching every numeral from low to high, both of the same length. */
const sameLengthRange = (low: string, high: string): string[] => {
  if (low.length === 1) return [digitClass(low, high)];
  const rest = low.length - 1;
  const [lowHead, highHead] = [low[0]!, high[0]!];
  const [lowTail, highTail] = [low.slice(1), high.slice(1)];
  if (lowHead === highHead) return sameLengthRange(lowTail, highTail).map((tail) => `${lowHead}${tail}`);
  const lowFull = lowTail === '0'.repeat(rest);
  const highFull = highTail === '9'.repeat(rest);
  const out: string[] = [];
  const firstWhole = lowFull ? Number(lowHead) : Number(lowHead) + 1;
  const lastWhole = highFull ? Number(highHead) : Number(highHead) - 1;
  if (!lowFull) out.push(...sameLengthRange(lowTail, '9'.repeat(rest)).map((tail) => `${lowHead}${tail}`));
  if (firstWhole <= lastWhole) out.push(`${digitClass(String(firstWhole), String(lastWhole))}\\d${rest === 1 ? '' : `{${rest}}`}`);
  if (!highFull) out.push(...sameLengthRange('0'.repeat(rest), highTail).map((tail) => `${highHead}${tail}`));
  return out;
};
