import { FEES, formatRupees } from './fees';

/** A doctor as the pages show it (spec section 3). Sample data: these people are illustrative. */
export interface Doctor {
  readonly id: string;
  readonly name: string;
  readonly experience: string;
  readonly specialization: string;
  readonly languages: readonly string[];
  readonly nextavailableSlots: readonly string[];
  readonly charges: string;
  readonly rating: number;
  /** Local image path, or null: the site then draws an initials avatar. */
  readonly image: string | null;
}

/** What the session calendar receives about the chosen doctor. */
export interface CalendarDoctor {
  readonly name: string;
  readonly specialization: string;
  readonly charges?: string;
}

const sampleCharges = `${formatRupees(FEES.sampleDoctorFeePerSession)} per session`;

export const SAMPLE_DOCTORS: readonly Doctor[] = [
  {
    id: 'ananya-rao',
    name: 'Dr. Ananya Rao',
    experience: '12 years',
    specialization: 'Clinical Psychologist — anxiety and depression',
    languages: ['English', 'Kannada', 'Hindi'],
    nextavailableSlots: ['10:00 AM', '2:30 PM', '5:00 PM'],
    charges: sampleCharges,
    rating: 4.9,
    image: null,
  },
  {
    id: 'vikram-mehta',
    name: 'Dr. Vikram Mehta',
    experience: '9 years',
    specialization: 'Psychiatrist — mood disorders and ADHD',
    languages: ['Hindi', 'English', 'Gujarati'],
    nextavailableSlots: ['11:00 AM', '3:00 PM'],
    charges: sampleCharges,
    rating: 4.8,
    image: null,
  },
  {
    id: 'farah-siddiqui',
    name: 'Dr. Farah Siddiqui',
    experience: '8 years',
    specialization: 'Counselling Psychologist — relationships and grief',
    languages: ['Urdu', 'Hindi', 'English'],
    nextavailableSlots: ['9:00 AM', '5:30 PM'],
    charges: sampleCharges,
    rating: 4.7,
    image: null,
  },
  {
    id: 'rohan-iyer',
    name: 'Dr. Rohan Iyer',
    experience: '10 years',
    specialization: 'Addiction Specialist — alcohol and tobacco recovery',
    languages: ['Tamil', 'English', 'Malayalam'],
    nextavailableSlots: ['10:30 AM', '2:00 PM', '6:00 PM'],
    charges: sampleCharges,
    rating: 4.8,
    image: null,
  },
  {
    id: 'meera-nair',
    name: 'Dr. Meera Nair',
    experience: '7 years',
    specialization: 'Child and Adolescent Psychologist — OCD and eating concerns',
    languages: ['Malayalam', 'English', 'Marathi'],
    nextavailableSlots: ['11:30 AM', '3:30 PM'],
    charges: sampleCharges,
    rating: 4.9,
    image: null,
  },
];

/** Initials for an avatar: 'Dr. Ananya Rao' -> 'AR'. */
export const initialsOf = (name: string): string =>
  name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
