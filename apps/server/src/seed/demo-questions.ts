/**
 * Demo questions: asker and answerers are indexes into DEMO_USERS; voters likewise
 * (+1 up, -1 down). Bodies are markdown, as users write them.
 */
export interface DemoQuestion {
  asker: number;
  title: string;
  body: string;
  tags: string[];
  hoursAgo: number;
  votes: [voter: number, value: 1 | -1][];
  /** `accepted`: the asker accepted this answer (issue 15). */
  answers: { author: number; body: string; hoursAgo: number; accepted?: boolean }[];
}

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    asker: 2,
    title: 'How do I type a React component that forwards its ref in TypeScript?',
    body: 'I have a `TextInput` wrapper and want parents to focus it:\n\n```tsx\nexport function TextInput(props: Props) {\n  return <input {...props} />;\n}\n```\n\nWhat is the idiomatic way with React 19?',
    tags: ['reactjs', 'typescript'],
    hoursAgo: 2,
    votes: [
      [1, 1],
      [3, 1],
    ],
    answers: [
      {
        author: 1,
        body: 'In React 19 `ref` is an ordinary prop for function components, so you can type it directly:\n\n```tsx\nexport function TextInput({ ref, ...props }: React.ComponentProps<"input">) {\n  return <input ref={ref} {...props} />;\n}\n```\n\n`forwardRef` still works but is no longer needed.',
        hoursAgo: 1,
        accepted: true,
      },
    ],
  },
  {
    asker: 1,
    title: 'Why is my pandas groupby so slow on a million rows?',
    body: 'Grouping by two string columns and applying a Python lambda takes minutes. Is there a faster pattern than `df.groupby([...]).apply(...)`?',
    tags: ['python', 'data-science'],
    hoursAgo: 5,
    votes: [[2, 1]],
    answers: [
      {
        author: 3,
        body: 'Avoid `apply` with a Python function: use built-in aggregations (`agg("sum")`, `transform`) that run vectorised, and convert the key columns to `category` first.',
        hoursAgo: 4,
        accepted: true,
      },
      {
        author: 2,
        body: 'Also check `observed=True` when grouping by categoricals, otherwise you compute every combination.',
        hoursAgo: 3,
      },
    ],
  },
  {
    asker: 3,
    title: 'How can I undo the last git commit but keep my changes?',
    body: 'I committed to the wrong branch. I want the changes back in my working tree, not lost.',
    tags: ['git'],
    hoursAgo: 26,
    votes: [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    answers: [
      {
        author: 0,
        body: '`git reset --soft HEAD~1` moves the branch back one commit and leaves the changes staged. Then `git switch` to the right branch and commit there.',
        hoursAgo: 25,
      },
    ],
  },
  {
    asker: 2,
    title: 'Docker container exits immediately after start',
    body: 'My `docker run my-image` returns at once with exit code 0. The Dockerfile ends with `CMD ["npm", "run", "build"]`. What am I missing?',
    tags: ['docker', 'javascript'],
    hoursAgo: 50,
    votes: [[3, -1]],
    answers: [],
  },
  {
    asker: 1,
    title: 'Difference between a heap and a priority queue?',
    body: 'Are these the same data structure? When would I pick one name over the other?',
    tags: ['data-structures', 'java'],
    hoursAgo: 80,
    votes: [
      [2, 1],
      [0, 1],
    ],
    answers: [
      {
        author: 2,
        body: 'A priority queue is the abstract interface (insert, pop the smallest). A binary heap is the usual implementation of it, with O(log n) insert and pop.',
        hoursAgo: 79,
      },
    ],
  },
  {
    asker: 0,
    title: 'Bash: loop over files with spaces in their names',
    body: '`for f in $(ls *.txt)` breaks on `my notes.txt`. What is the safe way?',
    tags: ['bash'],
    hoursAgo: 120,
    votes: [],
    answers: [
      {
        author: 3,
        body: 'Let the shell glob, and quote the variable:\n\n```bash\nfor f in ./*.txt; do\n  printf "%s\\n" "$f"\ndone\n```',
        hoursAgo: 118,
      },
    ],
  },
];
