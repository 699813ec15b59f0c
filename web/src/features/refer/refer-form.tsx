import { CALL_MESSAGES, referPayloadSchema, validateWith } from '@manobal/core';
import { useFormWords } from '../../app/form-words';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { FormMessage } from '../../components/form-message';
import { useFormEngine } from '../../components/use-form-engine';
import { useLocale } from '../../app/locale-context';
import { REFER_WORDS } from './refer.content';
import * as styles from './refer.module.css';

const EMPTY = { name: '', email: '', mobile: '', age: '', relationship: '', consent: false };
type ReferValues = typeof EMPTY;
type TextName = Exclude<keyof ReferValues, 'consent'>;
// This whole module loads only once 'Connect with Us' is chosen, so its check can come with it.
const load = () => Promise.resolve((values: ReferValues) => validateWith(referPayloadSchema, values));

/**
 * The refer-a-person form (spec sections 3, 4, 8); loaded only once 'Connect with Us' is chosen. The referrer says
 * how they know the person and that the person (for a child, they as the parent or guardian) agreed to be
 * contacted; the words under it say what the care team does and by when.
 */
export const ReferForm = () => {
  const words = REFER_WORDS[useLocale()];
  const formWords = useFormWords();
  const api = useApi();
  const form = useFormEngine({ form: 'refer', defaultValues: EMPTY, load, submit: (payload) => api.referPerson(payload), resetOnSuccess: true });
  const field = (name: TextName) => <DescribedField field={form.describe(name)} {...form.text(name)} />;
  return (
    <form ref={form.formRef} className={styles.referForm} noValidate onSubmit={form.onSubmit} aria-describedby="refer-form-note refer-form-next">
      <p id="refer-form-note" className={styles.referFormNote}>
        {formWords.formWords.allRequired}
      </p>
      {form.status === 'succeeded' ? (
        <FormMessage tone="success">
          <strong>{words.successTitle}</strong> {CALL_MESSAGES.referPerson.success}
        </FormMessage>
      ) : null}
      <div className={styles.referFormGrid}>
        {field('name')}
        {field('email')}
        {field('mobile')}
        <DescribedField field={form.describe('age')} {...form.text('age')} min={1} max={120} />
        {field('relationship')}
      </div>
      <DescribedField
        field={form.describe('consent')}
        value={form.values.consent}
        onChange={() => undefined}
        onCheck={(checked) => form.set('consent', checked)}
        error={form.errorOf('consent')}
      />
      <p id="refer-form-next" className={styles.referFormNote}>
        {formWords.referNext}
      </p>
      {form.status === 'failed' ? <FormMessage tone="error">{CALL_MESSAGES.referPerson.failure}</FormMessage> : null}
      <Button type="submit" busy={form.busy} busyLabel={words.busy}>
        {words.submit}
      </Button>
    </form>
  );
};
