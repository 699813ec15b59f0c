import { GUARDIAN_RELATIONSHIPS, type Guardian, type GuardianRelationship } from '@manobal/core';

/** A parent's or guardian's columns, as a free call and an appointment keep them (migration 0014). */
export interface GuardianColumns {
  guardian_name: string | null;
  guardian_relationship: string | null;
  guardian_phone: string | null;
}

export const guardianColumns = (guardian: Guardian | null): GuardianColumns => ({
  guardian_name: guardian?.name ?? null,
  guardian_relationship: guardian?.relationship ?? null,
  guardian_phone: guardian?.phone ?? null,
});

const isRelationship = (value: string): value is GuardianRelationship => (GUARDIAN_RELATIONSHIPS as readonly string[]).includes(value);

/** Read back as written (core wrote its own ids); a row without all three has no guardian. */
export const guardianOfColumns = ({ guardian_name: name, guardian_relationship: relationship, guardian_phone: phone }: GuardianColumns): Guardian | null =>
  name !== null && relationship !== null && phone !== null && isRelationship(relationship) ? { name, relationship, phone } : null;
