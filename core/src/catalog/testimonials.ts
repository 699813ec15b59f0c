/** A testimonial of the home page's closing carousel (spec: a name label and the text). */
export interface Testimonial {
  readonly firstName: string | null;
  readonly profession: string;
  readonly city: string;
  readonly text: string;
}

/**
 * The six stories the site ships with. They are illustrative, written for the site, not said by real clients,
 * and the page says so ('Illustrative stories'); a deployment replaces them with real ones, given with each
 * person's consent, through its site content file (site-content.ts).
 */
export const ILLUSTRATIVE_TESTIMONIALS: readonly Testimonial[] = [
  { firstName: 'Priya', profession: 'Software Engineer', city: 'Pune', text: 'I had put off talking to someone for two years. The first session felt like being listened to properly, without being rushed or judged.' },
  { firstName: null, profession: 'Teacher', city: 'Lucknow', text: 'Booking was simple and my therapist spoke Hindi with me. Small things, but they made it easier to keep going.' },
  { firstName: 'Arjun', profession: 'College Student', city: 'Chennai', text: 'The anxiety screening gave me words for what I was feeling. Talking it through with a counsellor helped me plan my exam weeks better.' },
  { firstName: 'Fatima', profession: 'Homemaker', city: 'Hyderabad', text: 'After my father passed away I did not know who to speak to. The sessions gave me space to grieve at my own pace.' },
  { firstName: null, profession: 'Bank Manager', city: 'Kolkata', text: 'Video sessions fit around my work. I sleep better now and I notice my stress before it builds up.' },
  { firstName: 'Gurpreet', profession: 'Small Business Owner', city: 'Ludhiana', text: 'I came in for my son and stayed for myself too. The guidance for families was practical and kind.' },
];

/** 'Priya, Software Engineer, Pune' or 'Anonymous, Teacher, Lucknow'. */
export const testimonialLabel = (t: Testimonial): string => `${t.firstName ?? 'Anonymous'}, ${t.profession}, ${t.city}`;
