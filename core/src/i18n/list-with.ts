/** 'a, b and c' with the language's word for and/or ('and', 'और', 'or', 'या'). */
export const listWith = (conjunction: string) => (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
