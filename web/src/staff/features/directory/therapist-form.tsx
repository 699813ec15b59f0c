import { useState, type FormEvent } from 'react';
import {
  BOOKING_CATALOGS,
  BOOKING_MODES,
  DIRECTORY_TEXT as T,
  LANGUAGE_IDS,
  LANGUAGE_NAMES_EN,
  REGISTRATION_BODIES,
  SPECIALISATION_IDS,
  WIZARD_CATALOG_EN,
  WIZARD_STYLES,
  type StaffTherapistView,
} from '@manobal/core';
import { Button } from '../../../components/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/field';
import * as styles from './directory-screen.module.css';

type Therapist = StaffTherapistView['therapist'];

/** The form's state: every field as typed, numbers and dates as text until they are sent. */
export interface TherapistDraft {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  readonly experience_years: string;
  readonly fee_inr: string;
  readonly languages: readonly string[];
  readonly specialisations: readonly string[];
  readonly styles: readonly string[];
  readonly modes: readonly string[];
  readonly city: string;
  readonly centre_address: string;
  readonly crisis_trained: boolean;
  readonly active: boolean;
  readonly registration_body: string;
  readonly registration_number: string;
  readonly verified_by: string;
  /** IST wall-clock, as a datetime-local input gives it. */
  readonly verified_at: string;
  readonly photo_url: string | null;
}

export const EMPTY_DRAFT: TherapistDraft = {
  id: '',
  name: '',
  title: '',
  bio: '',
  experience_years: '0',
  fee_inr: '1200',
  languages: [],
  specialisations: [],
  styles: [],
  modes: ['video'],
  city: '',
  centre_address: '',
  crisis_trained: false,
  active: false,
  registration_body: '',
  registration_number: '',
  verified_by: '',
  verified_at: '',
  photo_url: null,
};

const IST_OFFSET = '+05:30';
const istLocalOf = (iso: string): string => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);

export const draftOf = (therapist: Therapist): TherapistDraft => ({
  id: therapist.id,
  name: therapist.name,
  title: therapist.title,
  bio: therapist.bio,
  experience_years: String(therapist.experience_years),
  fee_inr: String(therapist.fee_inr),
  languages: therapist.languages,
  specialisations: therapist.specialisations,
  styles: therapist.styles,
  modes: therapist.modes,
  city: therapist.city ?? '',
  centre_address: therapist.centre_address ?? '',
  crisis_trained: therapist.crisis_trained,
  active: therapist.active,
  registration_body: therapist.registration?.body ?? '',
  registration_number: therapist.registration?.number ?? '',
  verified_by: therapist.registration?.verified_by ?? '',
  verified_at: therapist.registration?.verified_at ? istLocalOf(therapist.registration.verified_at) : '',
  photo_url: therapist.photo_url,
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const asNumber = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** The request body the directory's schema checks (on the server; its refusals come back by field). */
export const requestOf = (draft: TherapistDraft) => ({
  id: draft.id.trim(),
  name: draft.name,
  title: draft.title,
  bio: draft.bio,
  photo_url: draft.photo_url,
  experience_years: asNumber(draft.experience_years),
  fee_inr: asNumber(draft.fee_inr),
  languages: draft.languages,
  specialisations: draft.specialisations,
  styles: draft.styles,
  modes: draft.modes,
  city: orNull(draft.city),
  centre_address: orNull(draft.centre_address),
  crisis_trained: draft.crisis_trained,
  active: draft.active,
  registration:
    draft.registration_body === ''
      ? null
      : {
          body: draft.registration_body,
          number: draft.registration_number,
          verified_by: orNull(draft.verified_by),
          verified_at: draft.verified_at === '' ? null : `${draft.verified_at}:00${IST_OFFSET}`,
        },
});

const toggled = (list: readonly string[], value: string, on: boolean): readonly string[] => (on ? [...list, value] : list.filter((kept) => kept !== value));

const Choices = ({
  legend,
  name,
  ids,
  labels,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  ids: readonly string[];
  labels: Readonly<Record<string, string>>;
  chosen: readonly string[];
  onChange: (next: readonly string[]) => void;
  error: string | undefined;
}) => (
  <fieldset className={styles.choices} aria-describedby={error ? `${name}-error` : undefined}>
    <legend>{legend}</legend>
    <div className={styles.choiceGrid}>
      {ids.map((id) => (
        <CheckboxField key={id} name={`${name}-${id}`} label={labels[id] ?? id} checked={chosen.includes(id)} onChange={(on) => onChange(toggled(chosen, id, on))} />
      ))}
    </div>
    {error ? (
      <p id={`${name}-error`} className={styles.error}>
        {error}
      </p>
    ) : null}
  </fieldset>
);

const WORDS = BOOKING_CATALOGS.en;

/** Adding or editing one therapist: the fields the directory keeps, the server's refusals shown under each. */
export const TherapistForm = ({
  initial,
  adding,
  busy,
  errors,
  onSubmit,
}: {
  initial: TherapistDraft;
  adding: boolean;
  busy: boolean;
  errors: Readonly<Record<string, string>>;
  onSubmit: (draft: TherapistDraft) => void;
}) => {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof TherapistDraft>(key: K, value: TherapistDraft[K]) => setDraft((now) => ({ ...now, [key]: value }));
  const F = T.fields;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {adding ? <TextField name="id" label={F.id} hint={T.idHint} value={draft.id} onChange={(value) => set('id', value)} error={errors['id']} required /> : null}
      <TextField name="name" label={F.name} value={draft.name} onChange={(value) => set('name', value)} error={errors['name']} required />
      <TextField name="title" label={F.title} value={draft.title} onChange={(value) => set('title', value)} error={errors['title']} required />
      <TextAreaField name="bio" label={F.bio} value={draft.bio} onChange={(value) => set('bio', value)} error={errors['bio']} rows={4} />
      <div className={styles.pair}>
        <TextField name="experience_years" label={F.experience_years} inputMode="numeric" value={draft.experience_years} onChange={(value) => set('experience_years', value)} error={errors['experience_years']} />
        <TextField name="fee_inr" label={F.fee_inr} inputMode="numeric" value={draft.fee_inr} onChange={(value) => set('fee_inr', value)} error={errors['fee_inr']} />
      </div>
      <Choices legend={F.languages} name="languages" ids={LANGUAGE_IDS} labels={LANGUAGE_NAMES_EN} chosen={draft.languages} onChange={(next) => set('languages', next)} error={errors['languages']} />
      <Choices
        legend={F.specialisations}
        name="specialisations"
        ids={SPECIALISATION_IDS}
        labels={WORDS.specialisations}
        chosen={draft.specialisations}
        onChange={(next) => set('specialisations', next)}
        error={errors['specialisations']}
      />
      <Choices legend={F.styles} name="styles" ids={WIZARD_STYLES} labels={WIZARD_CATALOG_EN.choices.style} chosen={draft.styles} onChange={(next) => set('styles', next)} error={errors['styles']} />
      <Choices legend={F.modes} name="modes" ids={BOOKING_MODES} labels={WORDS.modes} chosen={draft.modes} onChange={(next) => set('modes', next)} error={errors['modes']} />
      <div className={styles.pair}>
        <TextField name="city" label={F.city} value={draft.city} onChange={(value) => set('city', value)} error={errors['city']} />
        <TextField name="centre_address" label={F.centre_address} value={draft.centre_address} onChange={(value) => set('centre_address', value)} error={errors['centre_address']} />
      </div>
      <CheckboxField name="crisis_trained" label={F.crisis_trained} checked={draft.crisis_trained} onChange={(on) => set('crisis_trained', on)} error={errors['crisis_trained']} />
      <fieldset className={styles.choices}>
        <legend>{F.registration}</legend>
        <SelectField
          name="registration_body"
          label={F.registration_body}
          value={draft.registration_body}
          onChange={(value) => set('registration_body', value)}
          placeholder={T.registrationNone}
          options={REGISTRATION_BODIES.map((body) => ({ value: body, label: WORDS.therapist.registrationBodies[body] }))}
          error={errors['registration']}
        />
        {draft.registration_body !== '' ? (
          <div className={styles.pair}>
            <TextField name="registration_number" label={F.registration_number} value={draft.registration_number} onChange={(value) => set('registration_number', value)} error={errors['registration.number']} />
            <TextField name="verified_by" label={F.verified_by} value={draft.verified_by} onChange={(value) => set('verified_by', value)} error={errors['registration.verified_by']} />
            <TextField name="verified_at" type="datetime-local" label={F.verified_at} value={draft.verified_at} onChange={(value) => set('verified_at', value)} error={errors['registration.verified_at']} />
          </div>
        ) : null}
      </fieldset>
      {adding ? <CheckboxField name="active" label={F.active} hint={T.activeHint} checked={draft.active} onChange={(on) => set('active', on)} error={errors['active']} /> : null}
      <div>
        <Button type="submit" busy={busy}>
          {T.save}
        </Button>
      </div>
    </form>
  );
};
