import { CALL_MESSAGES } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { TextAreaField, TextField } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { schemaFieldProps, useSchemaForm } from '../../components/use-schema-form';
import { CONTACT_PAGE } from './contact.content';
import * as styles from './contact.module.css';

const EMPTY = { name: '', email: '', message: '' };
const loadValidation = () => import('./contact-validation');

export const ContactForm = () => {
  const api = useApi();
  const form = useSchemaForm({
    initial: EMPTY,
    validate: (values) => loadValidation().then((m) => m.validateContact(values)),
    submit: (payload) => api.contactUs(payload),
  });
  return (
    <form
      className={styles.contactForm}
      noValidate
      onSubmit={form.onSubmit}
      // Fetch the validation while the visitor types, so sending feels instant.
      onFocus={() => void loadValidation().catch(() => undefined)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{CONTACT_PAGE.formHeading}</h2>
      <p className={styles.contactFormNote}>{CONTACT_PAGE.formNote}</p>
      {form.status === 'succeeded' ? <FormMessage tone="success">{CALL_MESSAGES.contactUs.success}</FormMessage> : null}
      <TextField label={CONTACT_PAGE.fields.name} {...schemaFieldProps(form, 'name')} autoComplete="name" required />
      <TextField
        label={CONTACT_PAGE.fields.email}
        {...schemaFieldProps(form, 'email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextAreaField label={CONTACT_PAGE.fields.message} {...schemaFieldProps(form, 'message')} required />
      {form.status === 'failed' ? <FormMessage tone="error">{CALL_MESSAGES.contactUs.failure}</FormMessage> : null}
      <Button type="submit" busy={form.status === 'submitting'} busyLabel={CONTACT_PAGE.busy}>
        {CONTACT_PAGE.submit}
      </Button>
    </form>
  );
};
