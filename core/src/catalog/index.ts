export { PRODUCT_NAME, DEFAULT_CONTACT, fillPlaceholders, type ContactDetails } from './product';
export { FEES, formatRupees } from './fees';
export { TIMINGS, BREAKPOINTS, LIMITS } from './timings';
export { CAREERS_LANGUAGES, type CareersLanguage } from './languages';
export { HELPLINES, EMERGENCY_HELPLINE, CRISIS_TEXT, type Helpline } from './helplines';
export { initialsOf } from './doctors';
export { TESTIMONIALS, testimonialLabel, type Testimonial } from './testimonials';
