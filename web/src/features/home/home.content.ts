import { teleManasNumbers } from './tele-manas-numbers';

/** A link inside the site: `to` is a site path. */
interface HomeLink {
  readonly label: string;
  readonly to: string;
}

export interface HomeNewsItem {
  readonly title: string;
  readonly author: string;
  readonly description: string;
  readonly href: string;
}

/** The home page's words and links, in page order: one object per language (home.content.hi.ts is the Hindi). */
export interface HomeContent {
  readonly hero: { readonly headline: string; readonly subheading: string; readonly tagline: string; readonly cta: HomeLink };
  readonly benefits: {
    readonly heading: string;
    readonly items: readonly { readonly id: 'diagnosis' | 'therapy' | 'holistic'; readonly title: string; readonly text: string }[];
  };
  readonly conditions: {
    readonly heading: string;
    readonly intro: string;
    readonly learnMore: string;
    readonly items: readonly { readonly id: 'depression' | 'anxiety' | 'adhd'; readonly title: string; readonly text: string; readonly to: string }[];
  };
  readonly journeyCta: { readonly heading: string; readonly text: string; readonly cta: HomeLink };
  readonly flipCards: {
    readonly heading: string;
    readonly hint: string;
    readonly comingSoon: string;
    readonly items: readonly {
      readonly id: 'diagnosis-therapy' | 'self-care' | 'community';
      readonly title: string;
      readonly front: string;
      readonly back: string;
      readonly action: HomeLink | null;
    }[];
  };
  readonly resources: {
    readonly heading: string;
    readonly intro: string;
    /** While no video is published (the deployment's site content names none). */
    readonly introWithoutVideos: string;
    readonly articles: readonly HomeLink[];
    readonly videoLabel: string;
    readonly viewAll: HomeLink;
  };
  readonly news: {
    readonly heading: string;
    readonly intro: string;
    readonly listLabel: string;
    readonly hint: string;
    readonly seeAll: HomeLink;
    readonly items: readonly HomeNewsItem[];
  };
  readonly closing: {
    readonly heading: string;
    readonly text: string;
    readonly cta: HomeLink;
    readonly testimonialsLabel: string;
    /** Over the shipped example stories, which are not quotes from real clients. */
    readonly illustrativeLabel: string;
    readonly illustrativeDetail: string;
  };
  readonly contactStrip: { readonly text: string };
  readonly floatingVolunteer: HomeLink;
}

/** Spec strings are verbatim. */
export const home: HomeContent = {
  hero: {
    headline: 'Mental Wellness Built Daily',
    subheading: 'Keep Your Mind and Soul Healthy',
    tagline: 'This is your journey to mental Clarity - where you finally feel understood & in control',
    cta: { label: 'Start your Journey', to: '/find-your-doctor' },
  },

  benefits: {
    heading: 'Care that starts with understanding',
    items: [
      {
        id: 'diagnosis',
        title: 'Expert Diagnosis',
        text: 'Qualified psychologists and psychiatrists listen first, then help you name what is going on.',
      },
      {
        id: 'therapy',
        title: 'Personalized Therapy',
        text: 'A plan shaped around your goals, your language and your schedule, online or in person.',
      },
      {
        id: 'holistic',
        title: 'Holistic Solutions',
        text: 'Sleep, habits, relationships and work: support that looks at your whole life, not one symptom.',
      },
    ],
  },

  conditions: {
    heading: 'Something feels off?',
    intro: 'You do not need the right words to reach out. Start with what feels closest.',
    learnMore: 'Learn More',
    items: [
      {
        id: 'depression',
        title: 'Depression',
        text: 'Low mood, tiredness or losing interest in things you used to enjoy, for weeks at a time.',
        to: '/depression',
      },
      {
        id: 'anxiety',
        title: 'Anxiety',
        text: 'Worry that will not switch off, a racing heart, or avoiding places and people.',
        to: '/anxiety',
      },
      {
        id: 'adhd',
        title: 'ADHD',
        text: 'Finding it hard to focus, sit still or finish tasks, at school, at work or at home.',
        to: '/adhd',
      },
    ],
  },

  journeyCta: {
    heading: 'Find a therapist who understands you',
    text: 'Answer a few short questions about what you need, your language and your schedule. We will suggest therapists who fit.',
    cta: { label: 'Start Your Journey', to: '/find-your-doctor' },
  },

  flipCards: {
    heading: 'Your path with us',
    hint: 'Tap or hover over a card to see more.',
    comingSoon: 'Coming Soon',
    items: [
      {
        id: 'diagnosis-therapy',
        title: 'Diagnosis and Therapy',
        front: 'Understand what you are going through, with an expert by your side.',
        back: 'Match with a qualified therapist, get a clear assessment and begin sessions in your language.',
        action: { label: 'Start Your Journey', to: '/find-your-doctor' },
      },
      {
        id: 'self-care',
        title: 'Self-care and Progress',
        front: 'Small daily steps that add up.',
        back: 'Mood check-ins, sleep and habit tracking, and gentle reminders to see how far you have come.',
        action: null,
      },
      {
        id: 'community',
        title: 'Community',
        front: 'You are not the only one.',
        back: 'Moderated peer circles where people share what helped them, safely and kindly.',
        action: null,
      },
    ],
  },

  resources: {
    heading: 'Your Mental Health Guide',
    intro: 'Short reads and videos from our experts.',
    /** While no video is published (the deployment's site content names none). */
    introWithoutVideos: 'Short reads from our experts.',
    articles: [
      { label: 'ARTICLE | 3 MIN', to: '/anxiety-disorders' },
      { label: 'ARTICLE | 4 MIN', to: '/depression-worsening' },
    ],
    videoLabel: 'VIDEO | SHORTS',
    viewAll: { label: 'View All Resources', to: '/all-resources' },
  },

  news: {
    heading: 'In the news',
    intro: 'Trusted reading on mental health from public health bodies and Indian newspapers.',
    listLabel: 'Mental health news',
    hint: 'Scroll up or down to view more',
    seeAll: { label: "See What's New", to: '/news' },
    items: [
      {
        title: 'Tele-MANAS: free, 24x7 mental health support in Indian languages',
        author: 'Ministry of Health and Family Welfare, Government of India',
        description: `The national tele mental health programme: call ${teleManasNumbers('or')} to talk to a trained counsellor.`,
        href: 'https://telemanas.mohfw.gov.in',
      },
      {
        title: 'Depressive disorder (depression)',
        author: 'World Health Organization',
        description: 'Key facts on depression: how common it is, how it shows up, and the treatments that work.',
        href: 'https://www.who.int/news-room/fact-sheets/detail/depression',
      },
      {
        title: 'Anxiety disorders',
        author: 'World Health Organization',
        description: 'What anxiety disorders are, who they affect, and why effective care is within reach.',
        href: 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders',
      },
      {
        title: 'Mental health: strengthening our response',
        author: 'World Health Organization',
        description: 'Why mental health matters for everyone, and what communities and health systems can do.',
        href: 'https://www.who.int/news-room/fact-sheets/detail/mental-health-strengthening-our-response',
      },
      {
        title: 'National Institute of Mental Health and Neuro Sciences (NIMHANS)',
        author: 'NIMHANS, Bengaluru',
        description: "India's national institute for mental health: clinical services, research and public resources.",
        href: 'https://nimhans.ac.in',
      },
      {
        title: 'Health: news and explainers',
        author: 'The Hindu',
        description: 'Reporting on health in India, including mental health, policy and new research.',
        href: 'https://www.thehindu.com/sci-tech/health/',
      },
    ],
  },

  closing: {
    heading: 'Take the first step today',
    text: 'Reaching out is a sign of strength. Whenever you are ready, we are here.',
    cta: { label: 'Start Your Journey', to: '/find-your-doctor' },
    testimonialsLabel: 'What people say',
    illustrativeLabel: 'Illustrative stories',
    illustrativeDetail: 'These stories show the kind of help people look for; they are not quotes from real clients.',
  },

  contactStrip: {
    text: 'Questions? Write to us at',
  },

  floatingVolunteer: { label: 'Join as Volunteer', to: '/volunteer' },
};
