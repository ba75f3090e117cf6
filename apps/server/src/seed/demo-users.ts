/** Demo accounts (README: "Demo accounts"). All share one password. */
export const DEMO_PASSWORD = 'stackhive1';

export const DEMO_USERS = [
  {
    name: 'Admin',
    email: 'admin@stackhive.dev',
    about: 'Keeps the hive tidy. Reach out through the feedback form.',
    tags: ['git', 'docker', 'bash'],
  },
  {
    name: 'Ada Lovelace',
    email: 'ada@stackhive.dev',
    about: 'Analytical engines, notes on algorithms, and a soft spot for **python**.',
    tags: ['python', 'machine-learning', 'data-science'],
  },
  {
    name: 'Linus Byte',
    email: 'linus@stackhive.dev',
    about: 'Kernel hacker by night, TypeScript reviewer by day.',
    tags: ['typescript', 'reactjs', 'git'],
  },
  {
    name: 'Grace Hopper',
    email: 'grace@stackhive.dev',
    about: '',
    tags: [],
  },
] as const;
