/** Demo community posts. Authors, likers and commenters are indexes into DEMO_USERS. */
type Rgb = [number, number, number];

export interface DemoPost {
  author: number;
  title: string;
  body: string;
  /**
   * Gradient images to generate, from one colour to another, with alt text that says what
   * they show (a gradient standing in for a photo), as an author would be asked to.
   */
  images: { from: Rgb; to: Rgb; alt: string }[];
  hoursAgo: number;
  likes: number[];
  comments: { author: number; body: string; hoursAgo: number }[];
}

export const DEMO_POSTS: DemoPost[] = [
  {
    author: 1,
    title: 'My desk setup for long debugging sessions',
    body: 'Two monitors, one for the code and one for the logs. What does yours look like?',
    images: [
      {
        from: [244, 130, 37],
        to: [255, 214, 153],
        alt: 'Orange fading to peach: a stand-in picture for the monitor with the code',
      },
      {
        from: [30, 64, 175],
        to: [147, 197, 253],
        alt: 'Deep blue fading to sky blue: a stand-in picture for the monitor with the logs',
      },
    ],
    hoursAgo: 3,
    likes: [2, 3],
    comments: [
      { author: 2, body: 'Clean! I need a second screen too.', hoursAgo: 2 },
      { author: 3, body: 'Vertical monitor for logs is a game changer.', hoursAgo: 1 },
    ],
  },
  {
    author: 2,
    title: 'Finally shipped the TypeScript migration',
    body: '40k lines, zero `any` left in the core. Strict mode found three real bugs on day one.',
    images: [],
    hoursAgo: 9,
    likes: [1],
    comments: [{ author: 1, body: 'Congratulations, that is a huge milestone.', hoursAgo: 8 }],
  },
  {
    author: 3,
    title: 'Sunset over the server room',
    body: 'Not really, but the status LEDs looked nice tonight.',
    images: [
      {
        from: [124, 58, 237],
        to: [251, 146, 60],
        alt: 'Violet fading to orange, like a sunset: the glow of the status LEDs',
      },
    ],
    hoursAgo: 30,
    likes: [0, 1, 2],
    comments: [],
  },
  {
    author: 0,
    title: 'Welcome to the StackHive community feed',
    body: 'Share screenshots, short clips and wins with fellow developers. Be kind, and report anything that breaks the rules.',
    images: [],
    hoursAgo: 72,
    likes: [],
    comments: [],
  },
];
