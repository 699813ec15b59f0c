import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_FIELDS_EN, formField, formFields, GUARDIAN_WIRE_FIELDS, type FormField, type FormId } from '@manobal/core';
import { VALID_PAYLOADS } from '../../fixtures/forms';
import { promptMissingFields } from '../../cli/src/form-prompts';
import { aTestContext } from '../cli/cli-test-context';
import { LoginPage } from '../../web/src/features/auth/login-page';
import { SignupPage } from '../../web/src/features/auth/signup-page';
import { BookFreeSessionPage } from '../../web/src/features/booking/book-free-session-page';
import { CareersPage } from '../../web/src/features/careers/careers-page';
import { ContactForm } from '../../web/src/features/contact/contact-form';
import { ReferForm } from '../../web/src/features/refer/refer-form';
import { VolunteerPage } from '../../web/src/features/volunteer/volunteer-page';
import { renderFlow } from './flows-harness';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The web page of each form; a form with steps is checked on its first step. */
const PAGES: Partial<Record<FormId, () => ReactElement>> = {
  refer: () => <ReferForm />,
  contact: () => <ContactForm />,
  volunteer: () => <VolunteerPage />,
  'book-session': () => <BookFreeSessionPage />,
  careers: () => <CareersPage />,
  signup: () => <SignupPage />,
  login: () => <LoginPage />,
};

/** Renders a form's first step with every field it can show: the free call asks for a guardian at 16 and 17. */
const renderWithEveryField = (form: FormId) => {
  renderFlow('/form', PAGES[form]!());
  if (form === 'book-session') fireEvent.change(screen.getByLabelText(new RegExp(`^${escape(formField('book-session', 'age', FORM_FIELDS_EN).label)}`)), { target: { value: '17' } });
};

/** The label the website shows a field under, found by it as a person (or a screen reader) would: a control, or a group of radios. */
const webLabelOf = (field: FormField): string => {
  const name = new RegExp(`^${escape(field.label)}`);
  expect(screen.queryByLabelText(name) ?? screen.getByRole('group', { name })).toBeInTheDocument();
  return field.label;
};

/** What the CLI asks for each field it prompts, answering with a valid payload's values. */
const cliPromptsOf = async (form: FormId, given: Record<string, unknown>) => {
  const valid = VALID_PAYLOADS[form]();
  // The valid payloads are an adult's: a guardian is asked for only at 16 and 17.
  const asked = formFields(form, FORM_FIELDS_EN).filter((field) => !field.formOnly && !(field.wire in given) && !(GUARDIAN_WIRE_FIELDS as readonly string[]).includes(field.wire));
  const answers = asked.flatMap((field) => {
    const value = valid[field.wire] ?? (field.kind === 'yes-no' ? false : '');
    const answer = field.kind === 'yes-no' ? value === true : typeof value === 'number' ? String(value) : value;
    return form === 'signup' && field.wire === 'password' ? [answer, answer] : [answer];
  });
  const { ctx, prompts } = aTestContext({ answers });
  await promptMissingFields(form, given, ctx);
  return { asked, messages: prompts.transcript.map((entry) => entry.message) };
};

describe('one label per field: the website and the CLI both read core', () => {
  it.each(Object.keys(PAGES) as FormId[])('%s: the CLI asks each field with the label the website shows', async (form) => {
    renderWithEveryField(form);
    const onFirstStep = formFields(form, FORM_FIELDS_EN).filter((field) => (field.step ?? 1) === 1);
    const webLabels = new Map(onFirstStep.map((field) => [field.wire, webLabelOf(field)]));

    // Fields whose answers depend on the time or on files are given, as --field would give them.
    const valid = VALID_PAYLOADS[form]();
    const given: Record<string, unknown> =
      form === 'book-session' ? { date: valid.date, time: valid.time } : form === 'volunteer' ? { questions_and_answers: valid.questions_and_answers } : {};
    const { asked, messages } = await cliPromptsOf(form, given);
    const promptOf = (field: FormField) => messages.find((m) => m === field.label || m === `${field.label} ${FORM_FIELDS_EN.optionalMark}`);
    for (const field of asked) {
      expect(promptOf(field), `${form}.${field.wire} asked`).toBeDefined();
      if (webLabels.has(field.wire)) expect(promptOf(field)?.startsWith(webLabels.get(field.wire)!)).toBe(true);
    }
    expect(messages.length).toBeGreaterThanOrEqual(asked.length);
  });
});

describe('phone fields as HTML allows them', () => {
  // 'tel-national' autofill (the 10-digit number without +91) is allowed on text controls only (HTML's autofill
  // control groups; the W3C checker refused it on type=tel); the phone keypad comes from inputmode.
  it.each((Object.keys(PAGES) as FormId[]).filter((form) => formFields(form, FORM_FIELDS_EN).some((f) => f.kind === 'tel' && (f.step ?? 1) === 1)))(
    '%s: each phone field is a text control with the phone keypad and national-number autofill',
    (form) => {
      renderWithEveryField(form);
      for (const field of formFields(form, FORM_FIELDS_EN).filter((f) => f.kind === 'tel' && (f.step ?? 1) === 1)) {
        const input = screen.getByLabelText(new RegExp(`^${escape(field.label)}`));
        expect(input).toHaveAttribute('type', 'text');
        expect(input).toHaveAttribute('inputmode', 'tel');
        // Someone else's number (a guardian's) is not the visitor's own to autofill.
        expect(input).toHaveAttribute('autocomplete', field.autoComplete === 'off' ? 'off' : 'tel-national');
      }
    },
  );
});
