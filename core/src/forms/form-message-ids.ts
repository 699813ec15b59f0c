// The ids and the catalog's shape, without any language's words: schemas and pages that only name a message load no
// catalog, and nothing here imports back from the rules or the catalogs that use it.

/** Most messages are fixed words; a few name the field they stand under (an unknown field, a careers document). */
export type FormMessageText = string | ((field: string) => string);

export interface FormMessageCatalog {
  readonly shared: {
    readonly nameRequired: string;
    readonly nameTooLong: string;
    readonly emailRequired: string;
    readonly emailInvalid: string;
    readonly phoneInvalid: string;
    readonly ageInvalid: string;
    readonly notAnObject: string;
    readonly unknownField: (field: string) => string;
    readonly messageTooLong: string;
    readonly controlCharacters: string;
    readonly emailInvisible: string;
    readonly emailMixedScripts: string;
    readonly indianDigitsInvalid: string;
  };
  readonly booking: {
    readonly emailInvalid: string;
    readonly phoneInvalid: string;
    readonly ageInvalid: string;
    readonly fillAllFields: string;
    readonly genderInvalid: string;
    readonly problemInvalid: string;
    readonly dateInvalid: string;
    readonly timeInvalid: string;
    readonly datePast: string;
    readonly timePast: string;
  };
  readonly contact: { readonly messageRequired: string };
  readonly refer: {
    readonly mobileInvalid: string;
    readonly ageRequired: string;
    readonly relationshipRequired: string;
    readonly relationshipInvalid: string;
    readonly childNeedsGuardian: string;
    readonly consent: string;
  };
  readonly careers: {
    readonly nameTooShort: string;
    readonly ageTooLow: string;
    readonly genderRequired: string;
    readonly experienceRequired: string;
    readonly experienceInvalid: string;
    readonly bioRequired: string;
    readonly bioTooLong: string;
    readonly locationRequired: string;
    readonly locationTooLong: string;
    readonly languageRequired: string;
    readonly languageInvalid: string;
    readonly languagesSame: string;
    readonly aadharInvalid: string;
    readonly panInvalid: string;
    readonly educationRequired: string;
    readonly educationTooLong: string;
    readonly licenceFlagInvalid: string;
    readonly rciDocumentRequired: string;
    readonly isoDocumentRequired: string;
    /** The field is the document's link field ('photograph_link'). */
    readonly documentRequired: (field: string) => string;
    readonly documentNotUploaded: (field: string) => string;
  };
  readonly volunteer: {
    readonly genderInvalid: string;
    readonly questionRequired: string;
    readonly questionTooLong: string;
    readonly answerTooLong: string;
    readonly tooManyAnswers: string;
    readonly answersNotList: string;
  };
  readonly auth: {
    readonly passwordRequired: string;
    readonly passwordTooShort: string;
    readonly passwordTooLong: string;
    readonly passwordTooCommon: string;
    readonly passwordIsEmail: string;
    readonly confirmPasswordRequired: string;
    readonly passwordsDoNotMatch: string;
    readonly identifierTooLong: string;
  };
  readonly lead: {
    readonly kindRequired: string;
    readonly kindInvalid: string;
    readonly organisationRequired: string;
    readonly organisationTooLong: string;
    readonly sizeInvalid: string;
  };
  readonly youngPerson: {
    readonly tooYoung: string;
    readonly guardianNameRequired: string;
    readonly guardianNameTooLong: string;
    readonly guardianRelationship: string;
    readonly guardianPhone: string;
    readonly guardianKnows: string;
  };
  readonly callback: {
    readonly consent: string;
    readonly reasonRequired: string;
    readonly reasonInvalid: string;
    readonly riskInvalid: string;
    readonly languageInvalid: string;
  };
  readonly appointment: {
    readonly therapist: string;
    readonly mode: string;
    readonly holdId: string;
    readonly notesTooLong: string;
    readonly status: string;
    readonly when: string;
  };
}

export type FormMessageSection = keyof FormMessageCatalog;

/** 'booking.nameRequired': a section of the catalog and one of its keys. */
export type FormMessageId = { [S in FormMessageSection]: `${S}.${keyof FormMessageCatalog[S] & string}` }[FormMessageSection];

/** The ids of one section, by key: what a schema passes to zod. Typed, so a key missing from the catalog fails the build. */
export const formMessageIds = <S extends FormMessageSection, const K extends keyof FormMessageCatalog[S] & string>(
  section: S,
  keys: readonly K[],
): { readonly [Key in K]: `${S}.${Key}` } =>
  Object.fromEntries(keys.map((key) => [key, `${section}.${key}`])) as { readonly [Key in K]: `${S}.${Key}` };
