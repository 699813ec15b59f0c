/*
 * What an e-mail address may look like beyond the basic pattern, so that two accounts that look the same to staff
 * are the same account. No zod here: the website may check as people type.
 */

/** The form an address is kept and compared in: NFKC folds full-width letters ('ａｂｃ') and ligatures into plain ones. */
export const normaliseEmailText = (text: string): string => text.trim().normalize('NFKC').trim();

/**
 * Format characters (Unicode category Cf): direction marks and overrides (U+200E, U+202E, U+2066…), zero-width
 * space and joiners, the word joiner, the byte-order mark, the soft hyphen. Nobody types them into an address, and
 * they make one address look like another (or reversed).
 */
const INVISIBLE = /\p{Cf}/u;

export const hasInvisibleCharacters = (text: string): boolean => INVISIBLE.test(text);

/** Scripts told apart; a letter of a script not listed counts as a script of its own. */
const SCRIPTS = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic',
  'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Ol_Chiki',
  'Thai', 'Han', 'Hiragana', 'Katakana', 'Hangul',
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`^\\p{Script=${script}}$`, 'u')] as const);
/** Digits, punctuation and combining marks belong to every script. */
const ANY_SCRIPT = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
/** Scripts whose letters pass for Latin ones ('а', 'е', 'о', 'р', 'с', 'ο', 'ν'): never mixed with Latin. */
const LATIN_LOOK_ALIKES: ReadonlySet<string> = new Set(['Cyrillic', 'Greek', 'Armenian']);
/** Japanese writes three scripts in one word. */
const JAPANESE: ReadonlySet<string> = new Set(['Han', 'Hiragana', 'Katakana']);

const scriptsOf = (text: string): Set<string> => {
  const found = new Set<string>();
  for (const character of text) {
    if (ANY_SCRIPT.test(character)) continue;
    found.add(SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(character))?.[0] ?? `U+${character.codePointAt(0)?.toString(16)}`);
  }
  return found;
};

/**
 * Whether one part (the local part or the domain) keeps to one script, as Unicode's "moderately restrictive"
 * profile (UTS #39, 5.2) has it: one script, or Latin with one other that does not pass for Latin (Devanagari
 * beside Latin is how many Indians write), or Japanese's three.
 */
const isOneScript = (part: string): boolean => {
  const scripts = [...scriptsOf(part)];
  if (scripts.length <= 1) return true;
  if (scripts.every((script) => JAPANESE.has(script) || script === 'Latin')) return true;
  const others = scripts.filter((script) => script !== 'Latin');
  return scripts.includes('Latin') && others.length === 1 && !LATIN_LOOK_ALIKES.has(others[0] ?? '');
};

/** True when the local part or the domain mixes scripts so that the address can pass for another ('pаypal' with a Cyrillic 'а'). */
export const mixesLookAlikeScripts = (address: string): boolean => {
  const at = address.lastIndexOf('@');
  const parts = at < 0 ? [address] : [address.slice(0, at), address.slice(at + 1)];
  return !parts.every(isOneScript);
};
