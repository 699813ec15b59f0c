/** How many unanswered question numbers Submit's message names before it counts the rest. */
const NAMED_UNANSWERED_LIMIT = 3;

/**
 * The numbers Submit's message names, and how many more it only counts: every language lists the same ones
 * ('and 1 more' would be longer than the number itself, so a fourth is named rather than counted).
 */
export const namedUnanswered = (questionNumbers: readonly number[]): { named: readonly number[]; rest: number } => {
  const named =
    questionNumbers.length > NAMED_UNANSWERED_LIMIT + 1 ? questionNumbers.slice(0, NAMED_UNANSWERED_LIMIT) : questionNumbers;
  return { named, rest: questionNumbers.length - named.length };
};
