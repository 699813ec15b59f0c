/**
 * A PAN of an individual: five letters, four digits, one letter, and the fourth letter is the
 * holder type, 'P' for a person (companies, trusts etc. have other letters and cannot apply).
 */
export const INDIVIDUAL_PAN_PATTERN = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;

/** What the careers form does while the user types: upper case, no spaces. */
export const normalisePanInput = (raw: string): string => raw.replace(/\s/g, '').toUpperCase();

export const isValidIndividualPan = (pan: string): boolean => INDIVIDUAL_PAN_PATTERN.test(pan);
