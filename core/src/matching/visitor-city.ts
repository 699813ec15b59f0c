/**
 * Whether the wizard's free-text location names a therapist's city: the city's words appear, whole and in order,
 * in the location ('Koregaon Park, Pune' and 'pune' name 'Pune'; 'New Delhi' names 'Delhi'; 'Punecity' does not).
 * Case, accents and punctuation are ignored, and a few cities' other common names count as the same city.
 * This decides whether in-person sessions are a mode the visitor can use; video always is.
 */
export const sharesCity = (location: string, city: string): boolean => {
  const place = ` ${words(location)} `;
  return namesOf(city).some((name) => name !== '' && place.includes(` ${name} `));
};

const words = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Other names in everyday use for the same city (either spelling may be in the directory or typed). */
const CITY_NAME_GROUPS: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore'],
  ['mumbai', 'bombay'],
  ['chennai', 'madras'],
  ['kolkata', 'calcutta'],
  ['gurugram', 'gurgaon'],
  ['puducherry', 'pondicherry'],
  ['thiruvananthapuram', 'trivandrum'],
  ['mysuru', 'mysore'],
  ['vadodara', 'baroda'],
];

const namesOf = (city: string): readonly string[] => {
  const name = words(city);
  return CITY_NAME_GROUPS.find((group) => group.includes(name)) ?? [name];
};
