export interface SampleResponse {
  readonly name: string;
  readonly text: string;
}

/**
 * The closed 'Responses (n)' block at the end of the blog posts and the Bipolar Disorder article: the spec's
 * 'Responses (145)', counting what the block really shows. Commenting is not built: the block says so plainly and
 * shows kind sample responses as a preview.
 */
export const RESPONSES: {
  readonly heading: (count: number) => string;
  readonly closedNotice: string;
  readonly sampleLabel: string;
  readonly samples: readonly SampleResponse[];
} = {
  heading: (count) => `Responses (${count})`,
  closedNotice: 'Preview: comments are closed. The responses below are samples that show how reader responses will appear.',
  sampleLabel: 'Sample response',
  samples: [
    {
      name: 'Ritika',
      text: 'Thank you for writing this so gently. I shared it with my mother and it helped us talk about things we usually avoid.',
    },
    {
      name: 'Sandeep',
      text: 'The practical steps were useful. I have started with just one of them this week and it already feels more manageable.',
    },
    {
      name: 'Anonymous',
      text: 'Reading this made me feel less alone. I booked my first session after a long time of putting it off.',
    },
  ],
};

/** The contact footer of the six blog posts; placeholders are filled (as links) when rendered. */
export const CONTACT_FOOTER = 'Questions about this post, or want to talk to someone? Write to us at {email} or call {phone}.';

/** The support contact line that ends the Bipolar Disorder article and the other articles. */
export const SUPPORT_LINE = 'Need support? Reach our care team at {email} or {phone}.';

export const RELATED_HEADING = 'Where to go next';
