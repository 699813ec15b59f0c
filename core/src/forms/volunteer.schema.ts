import { z } from '../schema/zod';
import {
  emailField,
  optionalIndianPhoneField,
  optionalWholeNumberField,
  requiredText,
  wireObject,
} from './shared-fields';
import { FORM_TEXT_LIMITS, PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from './shared-rules';
import { VOLUNTEER_AGE_LIMITS, VOLUNTEER_GENDER_OPTIONS, VOLUNTEER_MESSAGES, VOLUNTEER_QUESTIONS } from './volunteer.options';

// Volunteer beta-feedback form (spec sections 3 and 5): messages and choices live in volunteer.options.ts.
const questionAndAnswerSchema = wireObject({
  ques: requiredText(VOLUNTEER_MESSAGES.questionRequired, FORM_TEXT_LIMITS.question, VOLUNTEER_MESSAGES.questionTooLong),
  ans: z
    .string({ error: VOLUNTEER_MESSAGES.answerTooLong })
    .trim()
    .max(FORM_TEXT_LIMITS.answer, VOLUNTEER_MESSAGES.answerTooLong)
    .regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters),
});

export const volunteerPayloadSchema = wireObject({
  name: requiredText(VOLUNTEER_MESSAGES.nameRequired, FORM_TEXT_LIMITS.name, VOLUNTEER_MESSAGES.nameTooLong),
  email: emailField(VOLUNTEER_MESSAGES.emailRequired, VOLUNTEER_MESSAGES.emailInvalid),
  phone: optionalIndianPhoneField(VOLUNTEER_MESSAGES.phoneInvalid),
  age: optionalWholeNumberField({
    invalid: VOLUNTEER_MESSAGES.ageInvalid,
    min: [VOLUNTEER_AGE_LIMITS.min, VOLUNTEER_MESSAGES.ageInvalid],
    max: [VOLUNTEER_AGE_LIMITS.max, VOLUNTEER_MESSAGES.ageInvalid],
  }),
  gender: z
    .enum(['', ...VOLUNTEER_GENDER_OPTIONS], { error: VOLUNTEER_MESSAGES.genderInvalid })
    .nullish()
    .transform((gender) => (gender ? gender : undefined)),
  questions_and_answers: z
    .array(questionAndAnswerSchema, { error: VOLUNTEER_MESSAGES.answersNotList })
    .max(VOLUNTEER_QUESTIONS.length, VOLUNTEER_MESSAGES.tooManyAnswers)
    .default([]),
});

export type VolunteerInput = z.input<typeof volunteerPayloadSchema>;
export type VolunteerPayload = z.output<typeof volunteerPayloadSchema>;
