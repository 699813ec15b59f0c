import { describe, expect, it } from 'vitest';
import { visitorContactOfLookup, visitorContactsIn } from '@manobal/core';

describe("the audit log's visitor contacts", () => {
  it('finds every e-mail and phone in a listing, a guardian’s too, once each and normalised', () => {
    const listing = {
      items: [
        { id: 'a', name: 'Asha', email: 'Asha.Verma+clinic@Example.org', phone: '+91 98765 43210', guardian: { name: 'Ravi', phone: '91234 56780' } },
        { id: 'b', full_name: 'Bina', phone_number: '9876543210', email: 'asha.verma@example.org' },
        { id: 'c', mobile: '8123456789', notes: 'call 9000000000 after six' },
      ],
      page: 1,
    };
    expect(visitorContactsIn(listing)).toEqual(['email:asha.verma@example.org', 'phone:8123456789', 'phone:9123456780', 'phone:9876543210']);
  });

  it('finds nobody in an answer without contact fields, or in one that is not an object', () => {
    expect(visitorContactsIn({ items: [{ id: 'kavya', fee_inr: 1200 }] })).toEqual([]);
    expect(visitorContactsIn(null)).toEqual([]);
    expect(visitorContactsIn('asha@example.org')).toEqual([]);
  });

  it('reads what a person types to ask who has seen their data the way the listings are read', () => {
    expect(visitorContactOfLookup(' ASHA.verma+x@example.org ')).toBe('email:asha.verma@example.org');
    expect(visitorContactOfLookup('+91-98765-43210')).toBe('phone:9876543210');
    expect(visitorContactOfLookup('no digits here')).toBeNull();
  });
});
