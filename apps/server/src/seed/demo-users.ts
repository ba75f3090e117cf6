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
  {
    name: 'Priya Raman',
    email: 'priya@stackhive.dev',
    about: 'Backend engineer who mostly writes Java and Spring Boot services for payments.',
    tags: ['java', 'spring-boot', 'sql'],
  },
  {
    name: 'Mateo Fernández',
    email: 'mateo@stackhive.dev',
    about: 'Android developer, Kotlin enthusiast and reluctant Gradle whisperer.',
    tags: ['kotlin', 'android'],
  },
  {
    name: 'Hannah Okafor',
    email: 'hannah@stackhive.dev',
    about: 'Front-end developer who cares about accessible markup, solid CSS and fast pages.',
    tags: ['css', 'html', 'javascript'],
  },
  {
    name: 'Kenji Watanabe',
    email: 'kenji@stackhive.dev',
    about: 'iOS developer shipping SwiftUI apps since the very first beta.',
    tags: ['swift', 'ios'],
  },
  {
    name: 'Sofia Lindqvist',
    email: 'sofia@stackhive.dev',
    about: 'Cloud and DevOps engineer: AWS, containers and far too many YAML files.',
    tags: ['aws', 'docker', 'bash'],
  },
  {
    name: 'Omar Haddad',
    email: 'omar@stackhive.dev',
    about: 'Data engineer who writes SQL all day and Python for the rest of it.',
    tags: ['sql', 'python', 'mysql'],
  },
] as const;
