import { CONTACT_FORM } from './contact.schema';
import { LEAD_FORM } from './lead.schema';
import { NEWSLETTER_FORM } from './newsletter.schema';
import { REFER_FORM } from './refer.schema';

/**
 * The forms whose call keeps one record, in the registry's order. Apart from form-registry.ts so that what lists
 * the records (the staff calls, the console) does not carry every other form's rules: the sign-up's common-password
 * list alone is 56 KiB of gzip.
 */
export const RECORD_FORMS = { refer: REFER_FORM, contact: CONTACT_FORM, newsletter: NEWSLETTER_FORM, lead: LEAD_FORM } as const;
