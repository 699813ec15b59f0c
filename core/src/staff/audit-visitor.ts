// Whose data a staff answer showed, as the audit log keeps it: a visitor is named by their e-mail and phone,
// normalised here (the same rules the booking caps count by) and turned into a keyed hash by the server, so the
// log can answer 'who has seen my data' without holding anyone's contact details.
import { emailKeyOf, phoneKeyOf } from '../booking/booking-caps';

/** The fields of a staff answer that hold a visitor's e-mail or phone, wherever they sit (a guardian's too). */
export const VISITOR_CONTACT_FIELDS: Readonly<Record<string, 'email' | 'phone'>> = {
  email: 'email',
  phone: 'phone',
  mobile: 'phone',
  phone_number: 'phone',
};

/** Deeper than any staff answer nests a person. */
const MAX_DEPTH = 6;

/** One e-mail or phone as the log keys it: 'email:<normalised>' or 'phone:<last ten digits>'; null when it is neither. */
export const visitorContactOf = (kind: 'email' | 'phone', value: string): string | null => {
  if (kind === 'email') {
    const email = emailKeyOf(value);
    return email.includes('@') ? `email:${email}` : null;
  }
  const phone = phoneKeyOf(value);
  return phone.length === 0 ? null : `phone:${phone}`;
};

/** What a person types to ask 'who has seen my data': an e-mail (it has an @) or a phone. */
export const visitorContactOfLookup = (text: string): string | null => visitorContactOf(text.includes('@') ? 'email' : 'phone', text);

/** Every visitor contact in an answer's data (a listing's items, one record, nested guardians), once each, sorted. */
export const visitorContactsIn = (data: unknown): string[] => {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [field, inner] of Object.entries(value)) {
      const kind = VISITOR_CONTACT_FIELDS[field];
      if (kind !== undefined && typeof inner === 'string') {
        const contact = visitorContactOf(kind, inner);
        if (contact !== null) found.add(contact);
      } else walk(inner, depth + 1);
    }
  };
  walk(data, 0);
  return [...found].sort();
};
