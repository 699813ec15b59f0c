import { useId } from 'react';
import { ageBandOfText, YOUNG_PERSON_TEXT, type FormField } from '@manobal/core';
import { DescribedField } from './described-field';
import * as styles from './young-person.module.css';

type GuardianTextField = 'guardian_name' | 'guardian_relationship' | 'guardian_phone';

/** What the fields need of a form engine (useFormEngine) whose values hold the guardian's fields. */
export interface GuardianForm {
  readonly values: { readonly age?: string; readonly guardian_knows?: boolean };
  describe(name: string): FormField;
  text(name: GuardianTextField): { name: string; value: string; onChange: (value: string) => void; error: string | undefined };
  set(name: 'guardian_knows', value: boolean): void;
  errorOf(name: string): string | undefined;
}

/** A booking form's guardian fields, empty: what its default values start with. */
export const NO_GUARDIAN = { guardian_name: '', guardian_relationship: '', guardian_phone: '', guardian_knows: false };

/**
 * A 16- or 17-year-old's parent or guardian (the age rule): name, how they are related, their phone, and the tick
 * that they know about the booking, shown as soon as the age typed is 16 or 17 (nothing otherwise). Any booking
 * form built on the form engine over 'book-session''s fields takes it.
 */
export const GuardianFields = ({ form }: { readonly form: GuardianForm }) => {
  const introId = useId();
  if (ageBandOfText(form.values.age ?? '') !== 'with-guardian') return null;
  const field = (name: GuardianTextField) => <DescribedField field={form.describe(name)} {...form.text(name)} />;
  return (
    <fieldset className={styles.guardian} aria-describedby={introId}>
      <legend className={styles.guardianLegend}>{YOUNG_PERSON_TEXT.guardianTitle}</legend>
      <p id={introId}>{YOUNG_PERSON_TEXT.guardianIntro}</p>
      <div className={styles.guardianGrid}>
        {field('guardian_name')}
        {field('guardian_relationship')}
        {field('guardian_phone')}
      </div>
      <DescribedField
        field={form.describe('guardian_knows')}
        value={form.values.guardian_knows === true}
        onChange={() => undefined}
        onCheck={(checked) => form.set('guardian_knows', checked)}
        error={form.errorOf('guardian_knows')}
      />
    </fieldset>
  );
};
