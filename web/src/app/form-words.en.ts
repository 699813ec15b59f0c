// English form words: a chunk of their own (form-words.ts).
export { FORM_FIELDS_EN as FORM_WORDS } from '@manobal/core';
