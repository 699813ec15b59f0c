import { VOLUNTEER_CATALOG_EN, VOLUNTEER_QUESTIONS, type VolunteerFeature, type VolunteerGender } from './volunteer.options';
import type { VolunteerInput } from './volunteer.schema';

/** The volunteer form's fields as the website holds them (spec section 3). */
export interface VolunteerFormState {
  readonly name: string;
  readonly email: string;
  readonly number: string;
  readonly age: string;
  readonly gender: '' | VolunteerGender;
  readonly therapySessions: string;
  readonly platformsUsed: string;
  readonly likedMost: string;
  readonly foundMissing: string;
  /** Feature ids, in the order ticked. */
  readonly likedFeatures: readonly VolunteerFeature[];
  readonly feedback: string;
}

export const emptyVolunteerForm: VolunteerFormState = {
  name: '',
  email: '',
  number: '',
  age: '',
  gender: '',
  therapySessions: '',
  platformsUsed: '',
  likedMost: '',
  foundMissing: '',
  likedFeatures: [],
  feedback: '',
};

/**
 * Builds the wire payload (still to be validated) from the form: each question with its answer. The spec's
 * wire carries the questions and answers as English sentences, so ticked features go as their English names
 * whatever language the form was shown in; the form itself holds their ids.
 */
export const toVolunteerPayload = (form: VolunteerFormState): VolunteerInput => ({
  name: form.name,
  email: form.email,
  phone: form.number,
  age: form.age,
  gender: form.gender,
  questions_and_answers: VOLUNTEER_QUESTIONS.map(({ field, question }) => ({
    ques: question,
    ans: field === 'likedFeatures' ? form.likedFeatures.map((id) => VOLUNTEER_CATALOG_EN.features[id]).join(', ') : form[field],
  })),
});
