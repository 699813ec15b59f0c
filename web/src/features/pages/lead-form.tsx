import { CALL_MESSAGES, suggestsWorkEmail, isCorporateLead, type LeadKind } from '@manobal/core';
import { useFormWords } from '../../app/form-words';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { FormMessage } from '../../components/form-message';
import { useFormEngine } from '../../components/use-form-engine';
import * as styles from './pages.module.css';

const load = () => import('./lead.validation').then((m) => m.checkLead);

const Optional = () => <span className={styles.leadOptional}> {useFormWords().optionalMark}</span>;

export interface LeadFormProps {
  kind: LeadKind;
  /** The work email already typed on the page, if any. */
  email?: string;
}

/**
 * The one short form behind every corporate and student button (issue 13): its kind is the button's,
 * the size counts employees or students. Loaded only when a button opens it.
 */
export const LeadForm = ({ kind, email = '' }: LeadFormProps) => {
  const api = useApi();
  const words = useFormWords();
  const form = useFormEngine({
    form: 'lead',
    defaultValues: { kind, name: '', email, organisation: '', phone: '', size: '', message: '' },
    load,
    submit: (payload) => api.submitLead(payload),
  });
  if (form.status === 'succeeded') return <FormMessage tone="success">{CALL_MESSAGES.submitLead.success}</FormMessage>;
  const field = (name: 'name' | 'organisation' | 'phone' | 'message') => (
    <DescribedField field={form.describe(name)} {...form.text(name)} optionalMark={<Optional />} />
  );
  const corporate = isCorporateLead(kind);
  const size = form.describe('size');
  return (
    <form ref={form.formRef} className={styles.leadForm} noValidate onSubmit={form.onSubmit}>
      {field('name')}
      <DescribedField
        field={form.describe('email')}
        {...form.text('email')}
        // Gently, and never a refusal: a personal address still works.
        hint={suggestsWorkEmail(form.values.email, kind) ? words.leadPersonalMail : undefined}
      />
      {field('organisation')}
      {field('phone')}
      <DescribedField
        field={{ ...size, label: corporate ? words.leadSize.employees : words.leadSize.students }}
        {...form.text('size')}
        min={1}
        optionalMark={<Optional />}
      />
      {field('message')}
      {form.status === 'failed' ? <FormMessage tone="error">{CALL_MESSAGES.submitLead.failure}</FormMessage> : null}
      <Button type="submit" busy={form.busy} busyLabel={words.formWords.sending}>
        {words.formWords.send}
      </Button>
    </form>
  );
};
