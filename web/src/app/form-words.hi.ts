// Hindi form words: a chunk of their own (form-words.ts).
export { FORM_FIELDS_HI as FORM_WORDS } from '@manobal/core';
