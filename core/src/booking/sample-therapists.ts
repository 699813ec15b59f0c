import { FEES } from '../catalog/fees';
import type { WeeklyRule } from './availability.schema';
import type { BookableTherapist } from './appointments.port';
import type { BookingMode } from './booking-mode';
import type { Therapist } from './therapist.schema';
import type { WeekdayId } from './weekday';

/** A therapist with the weekly schedule the directory keeps beside them. */
export interface DirectoryEntry {
  readonly therapist: Therapist;
  readonly availability: BookableTherapist['availability'];
}

const week = (days: readonly WeekdayId[], start: string, end: string, modes: readonly BookingMode[]): WeeklyRule[] =>
  days.map((weekday) => ({ weekday, start, end, modes }));

const WEEKDAYS: readonly WeekdayId[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const BOTH: readonly BookingMode[] = ['in-person', 'video'];
const VIDEO: readonly BookingMode[] = ['video'];

/**
 * The five sample doctors the site showed before the directory existed, as the directory keeps them, with
 * specialisations, styles, crisis training and a weekly schedule (IST), at the sample fee. They are
 * illustrative people: the server seeds them on first start unless SEED_SAMPLE_THERAPISTS=false, flagged `sample`
 * so every page showing one marks it, and no registration is invented for them.
 */
export const SAMPLE_THERAPISTS: readonly DirectoryEntry[] = [
  {
    therapist: {
      id: 'ananya-rao',
      name: 'Dr. Ananya Rao',
      title: 'Clinical Psychologist',
      bio: 'Works with anxiety, low mood and stress at work, with a calm, structured approach and practical exercises between sessions.',
      photo_url: null,
      experience_years: 12,
      registration: null,
      languages: ['english', 'kannada', 'hindi'],
      specialisations: ['anxiety', 'low-mood', 'work-money-stress', 'sleep'],
      styles: ['structured', 'goal-oriented', 'soothing'],
      modes: ['in-person', 'video'],
      city: 'Bengaluru',
      centre_address: 'Manobal Centre, 80 Feet Road, Indiranagar, Bengaluru 560038',
      fee_inr: FEES.sampleDoctorFeePerSession,
      crisis_trained: true,
      active: true,
      sample: true,
    },
    availability: {
      rules: [...week(WEEKDAYS, '10:00', '13:00', BOTH), ...week(['tue', 'thu'], '17:00', '20:00', VIDEO), ...week(['sat'], '10:00', '14:00', VIDEO)],
      timeOff: [],
      dateOverrides: [],
      bufferMinutes: 0,
    },
  },
  {
    therapist: {
      id: 'vikram-mehta',
      name: 'Dr. Vikram Mehta',
      title: 'Psychiatrist',
      bio: 'Assesses and treats mood disorders and ADHD in adults, and works alongside your therapist when medicine may help.',
      photo_url: null,
      experience_years: 9,
      registration: null,
      languages: ['hindi', 'english', 'gujarati'],
      specialisations: ['low-mood', 'adhd', 'anxiety', 'sleep'],
      styles: ['goal-oriented', 'insightful'],
      modes: ['video'],
      city: null,
      centre_address: null,
      fee_inr: FEES.sampleDoctorFeePerSession,
      crisis_trained: true,
      active: true,
      sample: true,
    },
    availability: {
      rules: [...week(WEEKDAYS, '18:00', '21:00', VIDEO), ...week(['sun'], '11:00', '15:00', VIDEO)],
      timeOff: [],
      dateOverrides: [],
      bufferMinutes: 0,
    },
  },
  {
    therapist: {
      id: 'farah-siddiqui',
      name: 'Dr. Farah Siddiqui',
      title: 'Counselling Psychologist',
      bio: 'Helps with relationships, family strain and grief, making room to talk things through at your own pace.',
      photo_url: null,
      experience_years: 8,
      registration: null,
      languages: ['urdu', 'hindi', 'english'],
      specialisations: ['relationships', 'grief', 'family', 'identity-self-esteem'],
      styles: ['soothing', 'open-ended', 'insightful'],
      modes: ['in-person', 'video'],
      city: 'Mumbai',
      centre_address: 'Manobal Centre, 14 Hill Road, Bandra West, Mumbai 400050',
      fee_inr: FEES.sampleDoctorFeePerSession,
      crisis_trained: false,
      active: true,
      sample: true,
    },
    availability: {
      rules: [...week(['mon', 'wed', 'fri'], '09:00', '12:00', BOTH), ...week(['mon', 'wed'], '17:00', '19:00', VIDEO)],
      timeOff: [],
      dateOverrides: [],
      bufferMinutes: 0,
    },
  },
  {
    therapist: {
      id: 'rohan-iyer',
      name: 'Dr. Rohan Iyer',
      title: 'Addiction Specialist',
      bio: 'Supports recovery from alcohol and tobacco use and the stress around it, with clear goals agreed together.',
      photo_url: null,
      experience_years: 10,
      registration: null,
      languages: ['tamil', 'english', 'malayalam'],
      specialisations: ['addiction', 'work-money-stress', 'anger'],
      styles: ['goal-oriented', 'structured', 'light-hearted'],
      modes: ['in-person', 'video'],
      city: 'Chennai',
      centre_address: 'Manobal Centre, 22 Cathedral Road, Gopalapuram, Chennai 600086',
      fee_inr: FEES.sampleDoctorFeePerSession,
      crisis_trained: false,
      active: true,
      sample: true,
    },
    availability: {
      rules: [...week(['tue', 'thu', 'sat'], '10:00', '15:00', BOTH), ...week(['fri'], '17:00', '20:00', VIDEO)],
      timeOff: [],
      dateOverrides: [],
      bufferMinutes: 0,
    },
  },
  {
    therapist: {
      id: 'meera-nair',
      name: 'Dr. Meera Nair',
      title: 'Child and Adolescent Psychologist',
      bio: 'Works with young people and their families on OCD, eating concerns and exam stress, gently and at the young person\'s pace.',
      photo_url: null,
      experience_years: 7,
      registration: null,
      languages: ['malayalam', 'english', 'marathi'],
      specialisations: ['ocd', 'eating', 'anxiety', 'family'],
      styles: ['light-hearted', 'soothing', 'structured'],
      modes: ['video'],
      city: null,
      centre_address: null,
      fee_inr: FEES.sampleDoctorFeePerSession,
      crisis_trained: false,
      active: true,
      sample: true,
    },
    availability: {
      rules: [...week(WEEKDAYS, '15:00', '19:00', VIDEO), ...week(['sat', 'sun'], '10:00', '13:00', VIDEO)],
      timeOff: [],
      dateOverrides: [],
      bufferMinutes: 0,
    },
  },
];
