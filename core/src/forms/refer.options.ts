import { FOLLOW_UP_CATALOG_EN, type FollowUpCatalog } from '../application/follow-up.catalog';

// Zod-free, so the refer form can show its choices and its promise before the schema loads.

/** How the referrer knows the person: stored and sent as ids, labels per locale (FormOptionLabels). */
export const REFER_RELATIONSHIPS = ['family', 'partner', 'friend', 'parent-or-guardian', 'teacher', 'colleague', 'health-worker', 'other'] as const;
export type ReferRelationship = (typeof REFER_RELATIONSHIPS)[number];

/** The only relationship that may refer a child: their parent or guardian, who agrees to the contact for them. */
export const REFER_GUARDIAN: ReferRelationship = 'parent-or-guardian';

/** Below this age the person referred is a child: the referrer must be their parent or guardian. */
export const REFER_ADULT_AGE = 18;

/** Whether a referral may be sent by this relationship for a person of this age. */
export const mayRefer = (age: number, relationship: ReferRelationship): boolean => age >= REFER_ADULT_AGE || relationship === REFER_GUARDIAN;

/** The refer form's answer, for one locale (the words under its fields are the FormFieldCatalog's referNext). */
export interface ReferCatalog {
  readonly success: string;
}

const referCatalog = (followUp: FollowUpCatalog): ReferCatalog => ({
  success: `Thank you. Our care team will contact them ${followUp.within}.`,
});

export const REFER_CATALOG_EN: ReferCatalog = referCatalog(FOLLOW_UP_CATALOG_EN);
