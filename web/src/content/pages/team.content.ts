export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly email: string;
}

export const TEAM_PAGE = {
  title: 'Our Team',
  intro: 'Manobal is built by a small team who believe that support for the mind should be as easy to reach as a visit to the family doctor.',
  contactNote: 'Write to either of us directly. For help with a booking or a session, our care team is the quickest route.',
} as const;

export const TEAM_MEMBERS: readonly TeamMember[] = [
  { name: 'Neha Kulkarni', role: 'Co-founder, care programmes', email: 'neha@manobal.example' },
  { name: 'Arjun Menon', role: 'Co-founder, technology', email: 'arjun@manobal.example' },
];
