import { CALL_MESSAGES, referPayloadSchema, validateWith } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { schemaFieldProps, useSchemaForm } from '../../components/use-schema-form';
import { REFER } from './refer.content';
import * as styles from './refer.module.css';

const EMPTY = { name: '', email: '', mobile: '', age: '' };

/** The refer-a-person form (spec sections 3, 4, 8); loaded only once 'Connect with Us' is chosen. */
export const ReferForm = () => {
  const api = useApi();
  const form = useSchemaForm({
    initial: EMPTY,
    validate: (values) => validateWith(referPayloadSchema, values),
    submit: (payload) => api.referPerson(payload),
  });
  const busy = form.status === 'submitting';
  return (
    <form className={styles.referForm} noValidate onSubmit={form.onSubmit} aria-describedby="refer-form-note">
      <p id="refer-form-note" className={styles.referFormNote}>
        All fields are required.
      </p>
      {form.status === 'succeeded' ? (
        <FormMessage tone="success">
          <strong>{REFER.successTitle}</strong> {CALL_MESSAGES.referPerson.success}
        </FormMessage>
      ) : null}
      <div className={styles.referFormGrid}>
        <TextField label={REFER.fields.name} {...schemaFieldProps(form, 'name')} autoComplete="name" required />
        <TextField
          label={REFER.fields.email}
          {...schemaFieldProps(form, 'email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          label={REFER.fields.mobile}
          {...schemaFieldProps(form, 'mobile')}
          type="tel"
          inputMode="tel"
          hint={REFER.mobileHint}
          autoComplete="tel-national"
          required
        />
        <TextField
          label={REFER.fields.age}
          {...schemaFieldProps(form, 'age')}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          required
        />
      </div>
      {form.status === 'failed' ? (
        <FormMessage tone="error">{CALL_MESSAGES.referPerson.failure}</FormMessage>
      ) : null}
      <Button type="submit" busy={busy} busyLabel={REFER.busy}>
        {REFER.submit}
      </Button>
    </form>
  );
};
