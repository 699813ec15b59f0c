import { CALL_MESSAGES } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { FormMessage } from '../../components/form-message';
import { useFormEngine } from '../../components/use-form-engine';
import { useLocale } from '../../app/locale-context';
import { CONTACT_WORDS } from './contact.content';
import * as styles from './contact.module.css';

const EMPTY = { name: '', email: '', message: '' };
const load = () => import('./contact-validation').then((m) => m.validateContact);

export const ContactForm = () => {
  const words = CONTACT_WORDS[useLocale()];
  const api = useApi();
  const form = useFormEngine({ form: 'contact', defaultValues: EMPTY, load, submit: (payload) => api.contactUs(payload), resetOnSuccess: true });
  const field = (name: keyof typeof EMPTY) => <DescribedField field={form.describe(name)} {...form.text(name)} />;
  return (
    <form ref={form.formRef} className={styles.contactForm} noValidate onSubmit={form.onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{words.formHeading}</h2>
      <p className={styles.contactFormNote}>{words.formNote}</p>
      {form.status === 'succeeded' ? <FormMessage tone="success">{CALL_MESSAGES.contactUs.success}</FormMessage> : null}
      {field('name')}
      {field('email')}
      {field('message')}
      {form.status === 'failed' ? <FormMessage tone="error">{CALL_MESSAGES.contactUs.failure}</FormMessage> : null}
      <Button type="submit" busy={form.busy} busyLabel={words.busy}>
        {words.submit}
      </Button>
    </form>
  );
};
