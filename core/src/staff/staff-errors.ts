/** The staff call needs a permission none of the person's roles gives, or reaches beyond their own entry (403). */
export interface StaffForbidden {
  readonly kind: 'forbidden';
}

/** A document, an Aadhaar reveal or an export needs a sign-in less than five minutes old (403, kind step-up-required). */
export interface StepUpRequired {
  readonly kind: 'step-up-required';
}

/** Another person has already claimed this call-back (409): who has it, so nobody calls twice. */
export interface ClaimedByOther {
  readonly kind: 'claimed-by-other';
  readonly claimedBy: { readonly personId: string; readonly name: string };
}

export type StaffError = StaffForbidden | StepUpRequired | ClaimedByOther;
