import { ASSESSMENT_IDS, ASSESSMENT_SUMMARIES, ASSESSMENT_TITLE_CATALOGS, PRODUCT_NAME } from '@manobal/core';

/*
 * Each page's meta description (at most 160 characters), by its route's path. Apart from the route tables: the
 * prerenderer writes each page's into its HTML, and the layout loads this module only when the visitor moves to
 * another page, so the site's first script does not carry every page's description.
 */
const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // Home
  '/': 'Therapy and mental wellness support in India: expert diagnosis, personalised therapy and free self-screening tests. Start your journey today.',
  // Conditions, articles, resources, about and legal (content-routes.ts)
  '/adhd': 'ADHD explained: the three types, common signs in children and adults, a free screening and how to find the right support.',
  '/depression': 'Understand depression: its types and signs, a free screening, answers to common questions and where to find help in India.',
  '/addiction': 'Signs of alcohol addiction, safe ways to stop, help for families, and a free first session with a counsellor.',
  '/social-anxiety': 'When social situations feel like a test: signs of social anxiety, how it is treated, and answers to common questions.',
  '/ocd': 'Obsessive-compulsive disorder explained: obsessions, compulsions, signs, a free screening and effective treatments.',
  '/anxiety': 'Six common types of anxiety, the signs to notice, a free screening and how to start therapy that fits you.',
  '/anxiety-disorders': 'What months of anxiety can do to your sleep, body and daily life, and why getting help early makes a real difference.',
  '/depression-worsening': 'The signs that depression is deepening, what you can do, how family can help, and when to seek urgent support.',
  '/medication-for-ocd': 'How OCD medicines work, what to expect, side effects, and why any change is planned with your psychiatrist.',
  '/sleep-in-recovery': 'Why sleep is hard in early recovery from alcohol or drugs, habits that help, and why to be careful with sleeping pills.',
  '/counseling-vs-psychotherapy': 'How counselling and psychotherapy differ, who offers them in India, and how to choose the support you need.',
  '/tobacco-addiction': 'Why cigarettes, bidis and gutka are hard to quit, a practical plan to stop, and free help on the National Tobacco Quit Line.',
  '/grief-and-loss': 'Grief after a death or other loss: what it can feel like, how to look after yourself, and when to seek more support.',
  '/ptsd': 'Post-traumatic stress disorder: common signs after a frightening event, treatments that work, and how to help someone.',
  '/gad': 'Generalised anxiety disorder: worry that will not switch off, its signs, causes, treatment and daily self-help.',
  '/bipolar-disorder': 'Bipolar disorder explained: highs and lows, types, treatment guided by a psychiatrist, and living well with support.',
  '/women-problems': 'Anorexia and bulimia explained: symptoms, myths and facts, free screenings and answers for worried families.',
  '/blogs': 'Calm, practical reads on anxiety, depression, OCD, addiction recovery, therapy and quitting tobacco.',
  '/all-resources': 'Expert videos, blog posts and free mental health screenings for depression, anxiety and ADHD, in one place.',
  // True with or without published videos (the site content names them; the page says when there are none).
  '/videos': `Short videos from ${PRODUCT_NAME}'s experts, each under a minute, as they are published.`,
  '/music': 'Two short, calm sounds to pause with: a slow breathing tone and a gentle evening hum.',
  '/news': 'Trusted mental health updates and resources from Tele-MANAS and the World Health Organization.',
  '/chatbot': `The ${PRODUCT_NAME} chatbot: what it is for, what it is not, and how to reach a real person instead.`,
  '/ourexperts': 'Meet our psychologists and psychiatrists: what they work with, languages, experience, session modes and fees. Book an appointment.',
  '/team': `The people behind ${PRODUCT_NAME}, and how to reach them.`,
  '/faq': `About ${PRODUCT_NAME} and answers to common questions on therapy, our community and using the site.`,
  '/for-corporates': 'Mental wellness for your workforce: live counselling, leadership training, team workshops and guided resources.',
  '/for-students': 'Mental wellness for schools and colleges: private one-on-one sessions and emotional fitness tools for students.',
  '/privacy-policy': `How ${PRODUCT_NAME} collects, uses and protects your personal data, and your rights under India's DPDP Act 2023.`,
  '/terms-and-conditions': `The terms of using ${PRODUCT_NAME}: fees, cancelling and moving a session, age, confidentiality and its limits, emergencies and complaints.`,
  // Flows (flow-routes.ts); each quiz has its assessment's summary, below
  '/assessments': 'Free, private self-screenings for depression, anxiety, ADHD and more. Your answers never leave your device.',
  '/find-your-doctor': 'Answer a few short questions about what you need and we will match you with a therapist who suits you.',
  '/book-free-session': 'Book a free introductory call with our care team: choose a date and an hour between 10:00 AM and 9:00 PM and we call you then.',
  '/session-calendar': 'Choose in-person or video, a date and a time for a 60-minute session with your therapist.',
  '/appointments/:reference': 'See, change or cancel your session with the link from your booking confirmation.',
  '/newsletter/confirm': `Confirm your address for the ${PRODUCT_NAME} letter with the link from your e-mail.`,
  '/newsletter/unsubscribe': `Stop the ${PRODUCT_NAME} letter in one click with the link from any letter.`,
  '/appointments': 'Lost the link to your booking? Have the links to your upcoming sessions sent again to the e-mail address you booked with.',
  '/careers': 'Care Beyond Clinics. Impact Beyond Boundaries. Therapists and counsellors: apply to join our team.',
  '/volunteer': 'Help shape a kinder mental-health service: try our beta and tell us what works for you and what is missing.',
  '/signup': `Create your ${PRODUCT_NAME} account.`,
  '/login': `Log in to your ${PRODUCT_NAME} account.`,
  // The shell (shell-routes.ts)
  '/contact-us': `Write to ${PRODUCT_NAME}, call us or visit our Pune office. We reply to every message.`,
  '/profile': `Your ${PRODUCT_NAME} account details.`,
  // Not found
  '*': 'We could not find that page. Try the home page, our resources or contact us.',
  ...Object.fromEntries(ASSESSMENT_IDS.map((id) => [ASSESSMENT_SUMMARIES[id].path, ASSESSMENT_TITLE_CATALOGS.en[id].description])),
};

/** What a page says of itself where no route names it (the client-rendered shell's). */
export const SITE_DESCRIPTION = `${PRODUCT_NAME}: mental wellness and therapy support.`;

/** The meta description of the route at `path` (a route table's path, '*' for not found). */
export const routeDescription = (path: string): string => ROUTE_DESCRIPTIONS[path] ?? SITE_DESCRIPTION;
