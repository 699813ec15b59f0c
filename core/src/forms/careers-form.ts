import type { FieldErrors } from './field-errors';
import { CAREERS_DOCUMENTS, type CareersDocumentKey } from './careers-documents';
import { NO_SECOND_LANGUAGE, type CareersGender } from './careers.options';
import type { CareersApplicationInput } from './careers.schema';

/**
 * The careers form as the website holds it (spec section 3, "Career form state"). Document fields
 * hold the URL the upload call returned, or '' before a successful upload.
 */
export interface CareersFormState {
  readonly name: string;
  readonly age: string;
  readonly bio: string;
  readonly gender: '' | CareersGender;
  readonly experience: string;
  readonly location: string;
  readonly languages: { readonly first: string; readonly second: string };
  readonly phoneNumber: string;
  readonly email: string;
  readonly panCard: string;
  readonly aadharId: string;
  readonly education: string;
  readonly licenses: { readonly rci: boolean; readonly iso: boolean };
  readonly photograph: string;
  readonly aadharDocumentFront: string;
  readonly aadharDocumentBack: string;
  readonly panCardDocument: string;
  readonly certification: string;
  readonly rci: string;
  readonly iso: string;
}

export const emptyCareersForm: CareersFormState = {
  name: '',
  age: '',
  bio: '',
  gender: '',
  experience: '',
  location: '',
  languages: { first: '', second: '' },
  phoneNumber: '',
  email: '',
  panCard: '',
  aadharId: '',
  education: '',
  licenses: { rci: false, iso: false },
  photograph: '',
  aadharDocumentFront: '',
  aadharDocumentBack: '',
  panCardDocument: '',
  certification: '',
  rci: '',
  iso: '',
};

/** Form field (dot path into CareersFormState) to the wire field of the apply call. */
export const CAREERS_FORM_TO_WIRE = {
  name: 'full_name',
  age: 'age',
  gender: 'gender',
  experience: 'experience',
  bio: 'bio',
  location: 'address',
  phoneNumber: 'phone_number',
  email: 'email',
  'languages.first': 'language1',
  'languages.second': 'language2',
  aadharId: 'aadhar_number',
  panCard: 'pan_card_number',
  education: 'education',
  'licenses.rci': 'has_rci',
  'licenses.iso': 'has_iso_certification',
  ...(Object.fromEntries(CAREERS_DOCUMENTS.map((d) => [d.key, d.linkField])) as {
    readonly [K in CareersDocumentKey]: Extract<(typeof CAREERS_DOCUMENTS)[number], { key: K }>['linkField'];
  }),
} as const;

export type CareersFormField = keyof typeof CAREERS_FORM_TO_WIRE;
export type CareersWireField = (typeof CAREERS_FORM_TO_WIRE)[CareersFormField];

export const CAREERS_WIRE_TO_FORM = Object.fromEntries(
  Object.entries(CAREERS_FORM_TO_WIRE).map(([form, wire]) => [wire, form]),
) as Record<CareersWireField, CareersFormField>;

/** Wire field errors (from validation or the server's `errors`) re-keyed to the form's fields. */
export const careersErrorsForForm = (wireErrors: FieldErrors): FieldErrors => {
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(wireErrors)) {
    const formField = (CAREERS_WIRE_TO_FORM as Record<string, string | undefined>)[field] ?? field;
    if (!(formField in out)) out[formField] = message;
  }
  return out;
};

/** The wire payload (still to be validated) built from the form; an unticked licence sends no link. */
export const careersFormToPayload = (form: CareersFormState): CareersApplicationInput => ({
  full_name: form.name,
  age: form.age,
  gender: form.gender,
  experience: form.experience,
  bio: form.bio,
  address: form.location,
  phone_number: form.phoneNumber,
  email: form.email,
  language1: form.languages.first,
  language2: form.languages.second === '' ? NO_SECOND_LANGUAGE : form.languages.second,
  aadhar_number: form.aadharId,
  pan_card_number: form.panCard,
  education: form.education,
  has_rci: form.licenses.rci,
  has_iso_certification: form.licenses.iso,
  photograph_link: form.photograph,
  aadhar_document_link: form.aadharDocumentFront,
  aadhar_back_document_link: form.aadharDocumentBack,
  pan_card_document_link: form.panCardDocument,
  certification_document_link: form.certification,
  ...(form.licenses.rci && form.rci ? { rci_document_link: form.rci } : {}),
  ...(form.licenses.iso && form.iso ? { iso_certification_document_link: form.iso } : {}),
});
