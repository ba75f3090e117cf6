/** The four hard-coded featured questions; views and votes are the static figures of spec 9. */
export const FEATURED_QUESTIONS = [
  {
    title: 'How do I center a div both horizontally and vertically?',
    excerpt: 'I have tried margin: auto and text-align, but the box stays at the top of the page.',
    views: 100,
    votes: 10,
  },
  {
    title: 'What is the difference between let, const and var in JavaScript?',
    excerpt: 'When should each one be used, and why does var behave strangely inside loops?',
    views: 200,
    votes: 15,
  },
  {
    title: 'How do I undo the most recent local commit in Git?',
    excerpt: 'I committed the wrong files and have not pushed yet. How do I take the commit back?',
    views: 150,
    votes: 10,
  },
  {
    title: 'Why does my React component render twice?',
    excerpt: 'A console.log in my component body prints two times on every load in development.',
    views: 180,
    votes: 12,
  },
] as const;
