/**
 * The zero of each Indian script's own digits (Devanagari ०, Bengali ০, Gurmukhi ੦, Gujarati ૦, Odia ୦, Tamil ௦,
 * Telugu ౦, Kannada ೦, Malayalam ൦); each script's nine follow its zero. A phone keyboard set to Hindi or Marathi
 * types these, and a number typed so is the same number.
 */
const SCRIPT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66] as const;

const INDIAN_DIGIT = /[\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]/g;

/** The text with every Indian-script digit replaced by its ASCII digit ('९८७६५४३२१०' → '9876543210'); the rest untouched. */
export const toAsciiDigits = (text: string): string =>
  text.replace(INDIAN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = SCRIPT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
