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
  /** `accepted`: the asker accepted this answer; `votes` as the question's (issue 15). */
  answers: {
    author: number;
    body: string;
    hoursAgo: number;
    accepted?: boolean;
    votes?: [voter: number, value: 1 | -1][];
  }[];
  /**
   * Earlier texts, oldest first (issue 15): each is the text before an edit that `editor`
   * made `hoursAgo`; the question's own title, body and tags are the text now.
   */
  /** Comments (issue 15): on the question, or with `answer` on that answer (its index). */
  comments?: { author: number; body: string; hoursAgo: number; answer?: number }[];
  history?: {
    title: string;
    body: string;
    tags: string[];
    editor: number;
    hoursAgo: number;
    summary?: string;
  }[];
}

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    asker: 2,
    title: 'How do I type a React component that forwards its ref in TypeScript?',
    body: 'I have a `TextInput` wrapper and want parents to focus it:\n\n```tsx\nexport function TextInput(props: Props) {\n  return <input {...props} />;\n}\n```\n\nWhat is the idiomatic way with React 19?',
    tags: ['reactjs', 'typescript'],
    hoursAgo: 2,
    comments: [
      { author: 3, body: 'Which React version are you on? It changes the answer.', hoursAgo: 1.95 },
      { author: 2, body: 'React 19, added it to the question.', hoursAgo: 1.65 },
      {
        author: 2,
        body: 'Works, thanks! `forwardRef` is gone from our codebase now.',
        hoursAgo: 0.9,
        answer: 0,
      },
    ],
    history: [
      {
        title: 'forwardRef in TypeScript?',
        body: 'How do I forward a ref?',
        tags: ['reactjs'],
        editor: 2,
        hoursAgo: 1.9,
        summary: 'Added the component and a clearer title',
      },
      {
        title: 'How do I type a React component that forwards its ref in TypeScript?',
        body: 'I have a `TextInput` wrapper and want parents to focus it:\n\n```tsx\nexport function TextInput(props: Props) {\n  return <input {...props} />;\n}\n```',
        tags: ['reactjs'],
        editor: 2,
        hoursAgo: 1.7,
        summary: 'Which React version, and the typescript tag',
      },
    ],
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
        votes: [
          [2, 1],
          [3, 1],
        ],
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
        votes: [
          [1, 1],
          [9, 1],
        ],
      },
      {
        author: 2,
        body: 'Also check `observed=True` when grouping by categoricals, otherwise you compute every combination.',
        hoursAgo: 3,
        votes: [
          [1, 1],
          [3, 1],
          [9, 1],
          [4, 1],
        ],
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
        votes: [
          [3, 1],
          [2, 1],
          [8, 1],
        ],
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
        votes: [
          [1, 1],
          [4, 1],
        ],
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
        votes: [
          [0, 1],
          [8, 1],
          [6, 1],
        ],
      },
    ],
  },
  {
    asker: 6,
    title: 'How do I center a div both vertically and horizontally?',
    body: 'I have a fixed-size modal inside a full-screen overlay and want it in the exact middle of the viewport. `margin: 0 auto` only centres it horizontally. What is the modern way to do this?\n\n```html\n<div class="overlay">\n  <div class="modal">Saved!</div>\n</div>\n```',
    tags: ['css', 'html'],
    hoursAgo: 1,
    votes: [],
    answers: [],
  },
  {
    asker: 9,
    title: 'Why does MySQL say "Subquery returns more than 1 row" in my UPDATE?',
    body: "I'm copying the newest price of each product into `products`:\n\n```sql\nUPDATE products p\nSET p.price = (SELECT price FROM price_history h WHERE h.product_id = p.id);\n```\n\nIt fails with error 1242. How do I pick just the most recent price?",
    tags: ['mysql', 'sql'],
    hoursAgo: 3,
    votes: [
      [4, 1],
      [2, 1],
    ],
    answers: [
      {
        author: 4,
        body: "The subquery returns every historical price of the product, and MySQL can't assign several rows to one column. Order the rows and keep only the first:\n\n```sql\nUPDATE products p\nSET p.price = (\n  SELECT h.price\n  FROM price_history h\n  WHERE h.product_id = p.id\n  ORDER BY h.changed_at DESC\n  LIMIT 1\n);\n```\n\nProducts without any history get `NULL`; wrap the subquery in `COALESCE(..., p.price)` to keep their current price instead.",
        hoursAgo: 2,
        accepted: true,
        votes: [
          [9, 1],
          [1, 1],
        ],
      },
    ],
  },
  {
    asker: 2,
    title: 'Why do I get a hydration mismatch when rendering dates in Next.js?',
    body: "A server component passes a timestamp to a client component that renders `new Date(ts).toLocaleString()`, and the browser console says the text content does not match the server-rendered HTML. The server runs in UTC and my users don't. How do people usually render local times with the App Router?",
    tags: ['nextjs', 'reactjs'],
    hoursAgo: 4,
    votes: [[6, 1]],
    answers: [],
  },
  {
    asker: 5,
    title: 'What is the difference between val and const val in Kotlin?',
    body: 'Both seem to declare a read-only value:\n\n```kotlin\nval timeout = 30\nconst val MAX_RETRIES = 3\n```\n\nWhen should I use `const`, and why does `const val startedAt = System.currentTimeMillis()` not compile?',
    tags: ['kotlin'],
    hoursAgo: 7,
    votes: [
      [1, 1],
      [4, 1],
      [7, 1],
    ],
    answers: [
      {
        author: 2,
        body: '`val` is a read-only reference assigned at run time; `const val` is a compile-time constant that the compiler inlines wherever it is used.',
        hoursAgo: 6,
        votes: [[5, 1]],
      },
      {
        author: 4,
        body: '`const val` must be known at compile time, so it only accepts primitive types and `String`, initialised with a constant expression, and it can only be declared at top level, in an `object` or in a `companion object`. The compiler copies the value into every caller (like a `static final` constant in Java), so there is no getter call at all.\n\n`System.currentTimeMillis()` only has a value at run time, hence the error. Use a plain `val` for anything computed and keep `const val` for true constants such as keys and limits:\n\n```kotlin\nclass ProfileActivity : AppCompatActivity() {\n    companion object {\n        const val EXTRA_USER_ID = "user_id"\n    }\n}\n```',
        hoursAgo: 5,
        votes: [
          [5, 1],
          [1, 1],
          [3, 1],
          [7, 1],
        ],
      },
    ],
  },
  {
    asker: 3,
    title: 'Why does 0.1 + 0.2 not equal 0.3 in JavaScript?',
    body: '`0.1 + 0.2 === 0.3` is `false`, and the console prints `0.30000000000000004`. Is this a bug in V8? How should I compare amounts of money?',
    tags: ['javascript'],
    hoursAgo: 12,
    votes: [
      [0, 1],
      [1, 1],
      [2, 1],
      [6, 1],
      [8, 1],
    ],
    answers: [
      {
        author: 2,
        body: "It's not a bug: JavaScript numbers are IEEE 754 double-precision floats, and neither 0.1 nor 0.2 has an exact binary representation. Their sum is rounded to the nearest double, which happens not to be the double closest to 0.3. Python, Java and C behave exactly the same.\n\nTo compare computed floats, allow a small tolerance:\n\n```js\nconst nearlyEqual = (a, b) =>\n  Math.abs(a - b) < Number.EPSILON * Math.max(1, Math.abs(a), Math.abs(b));\n\nnearlyEqual(0.1 + 0.2, 0.3); // true\n```\n\nFor money, don't use floats at all: store integer cents (or use `BigInt`) and format only for display.",
        hoursAgo: 11,
        accepted: true,
        votes: [
          [3, 1],
          [6, 1],
          [1, 1],
          [9, 1],
        ],
      },
      {
        author: 6,
        body: 'For display you can simply round: `(0.1 + 0.2).toFixed(2)` gives the string `"0.30"`, and `Intl.NumberFormat` does the same with currency symbols and the user\'s locale.',
        hoursAgo: 9,
        votes: [[3, 1]],
      },
      {
        author: 9,
        body: "Python's `decimal.Decimal` and Java's `BigDecimal` exist for the same reason. JavaScript has no built-in decimal type, so if you need exact decimal arithmetic (tax rates, currency conversion) use a library such as `decimal.js` or `big.js`.",
        hoursAgo: 8,
        votes: [
          [3, 1],
          [1, 1],
        ],
      },
    ],
  },
  {
    asker: 5,
    title: 'How do I update a field in every matching element of an array in MongoDB?',
    body: 'Each order document has `items: [{ sku, qty, price }]`. I want to set `price` to 0 for every item whose `qty` is 0, in all documents. `{ $set: { "items.$.price": 0 } }` only changes the first matching item of each document. Is there a way to do it in one `updateMany`?',
    tags: ['mongodb'],
    hoursAgo: 14,
    votes: [],
    answers: [],
  },
  {
    asker: 7,
    title: 'How do I call an async function from a SwiftUI view when it appears?',
    body: 'I used to call `loadProfile()` in `onAppear` with a completion handler. Now the API is `async` and the compiler complains that I\'m calling an async function in a context that does not support concurrency:\n\n```swift\nstruct ProfileView: View {\n    @State private var profile: Profile?\n\n    var body: some View {\n        Text(profile?.name ?? "Loading…")\n            .onAppear { profile = await api.loadProfile() }\n    }\n}\n```',
    tags: ['swift', 'ios'],
    hoursAgo: 18,
    votes: [
      [2, 1],
      [5, 1],
    ],
    answers: [
      {
        author: 2,
        body: 'Use the `.task` modifier instead of `onAppear`. It starts an async task when the view appears and cancels it automatically when the view disappears:\n\n```swift\nText(profile?.name ?? "Loading…")\n    .task {\n        profile = try? await api.loadProfile()\n    }\n```\n\n`.task(id:)` cancels and restarts the work whenever the id changes, which is handy for detail screens. The closure runs on the main actor, so assigning to `@State` there is safe.',
        hoursAgo: 16,
        votes: [
          [7, 1],
          [5, 1],
        ],
      },
    ],
  },
  {
    asker: 8,
    title: 'How do I make a bash script stop as soon as a command fails?',
    body: 'My deploy script keeps going after `npm ci` fails and then happily deploys a broken build. Is there a global switch, instead of checking `$?` after every line?',
    tags: ['bash'],
    hoursAgo: 22,
    votes: [
      [0, 1],
      [1, 1],
      [4, 1],
      [9, 1],
    ],
    answers: [
      {
        author: 0,
        body: 'Start the script in "strict mode":\n\n```bash\n#!/usr/bin/env bash\nset -euo pipefail\n```\n\n- `-e` exits as soon as a command fails,\n- `-u` treats unset variables as errors,\n- `-o pipefail` makes a pipeline fail when any command in it fails, not only the final one.\n\n`-e` is ignored for commands tested by `if`, `while`, `&&` or `||`, which is usually what you want. Add `trap \'echo "failed on line $LINENO" >&2\' ERR` to see where the script stopped.',
        hoursAgo: 21,
        votes: [
          [8, 1],
          [2, 1],
          [3, 1],
        ],
      },
      {
        author: 9,
        body: "If you can't change the whole script, chain the steps that depend on each other: `npm ci && npm run build && ./deploy.sh` only deploys when both earlier steps succeeded.",
        hoursAgo: 15,
        votes: [[8, 1]],
      },
    ],
  },
  {
    asker: 4,
    title: 'Why is my @Autowired field null in a Spring Boot class?',
    body: 'I autowire a repository into a helper class, but calling it throws a `NullPointerException`:\n\n```java\npublic class ReportHelper {\n    @Autowired\n    private OrderRepository orders;\n\n    public long count() { return orders.count(); }\n}\n\n// in a controller method\nReportHelper helper = new ReportHelper();\nhelper.count(); // NullPointerException\n```',
    tags: ['java', 'spring-boot'],
    hoursAgo: 30,
    votes: [
      [5, 1],
      [9, 1],
      [2, 1],
    ],
    answers: [
      {
        author: 0,
        body: 'Spring only injects dependencies into beans it creates itself. `new ReportHelper()` makes a plain object that Spring never sees, so `orders` stays `null`.\n\nMake the helper a bean and let Spring hand it to the controller, preferably through constructors:\n\n```java\n@Component\npublic class ReportHelper {\n    private final OrderRepository orders;\n\n    public ReportHelper(OrderRepository orders) {\n        this.orders = orders;\n    }\n\n    public long count() { return orders.count(); }\n}\n\n@RestController\nclass ReportController {\n    private final ReportHelper helper;\n\n    ReportController(ReportHelper helper) {\n        this.helper = helper;\n    }\n}\n```\n\nConstructor injection also makes the dependency impossible to forget in unit tests.',
        hoursAgo: 28,
        accepted: true,
        votes: [
          [4, 1],
          [9, 1],
          [5, 1],
        ],
      },
    ],
  },
  {
    asker: 5,
    title: 'How do I avoid "setState() called after dispose()" in Flutter?',
    body: 'A screen starts a request in `initState` and calls `setState` with the result. If the user leaves the screen before the request finishes, the console shows `setState() called after dispose()`. Is checking `mounted` before `setState` the right fix, or is there a cleaner pattern?',
    tags: ['flutter'],
    hoursAgo: 33,
    votes: [
      [7, 1],
      [2, 1],
    ],
    answers: [],
  },
  {
    asker: 1,
    title: 'Should I fit StandardScaler before or after the train/test split?',
    body: 'I scale all features with `StandardScaler().fit_transform(X)` and then call `train_test_split`. A colleague says this leaks information from the test set. Is that true, and what is the right order?',
    tags: ['python', 'machine-learning'],
    hoursAgo: 40,
    votes: [
      [9, 1],
      [3, 1],
      [2, 1],
    ],
    answers: [
      {
        author: 9,
        body: "Your colleague is right: fitting on all rows lets the test set's mean and variance shape the training data, so the test score comes out slightly optimistic. Split first, fit the scaler on the training set only, and reuse it:\n\n```python\nX_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=0)\nscaler = StandardScaler().fit(X_train)\nX_train = scaler.transform(X_train)\nX_test = scaler.transform(X_test)\n```\n\nSimpler still, put it in a pipeline, so cross-validation refits the scaler inside every fold:\n\n```python\nmodel = make_pipeline(StandardScaler(), LogisticRegression())\nmodel.fit(X_train, y_train)\n```",
        hoursAgo: 38,
        votes: [
          [1, 1],
          [2, 1],
        ],
      },
    ],
  },
  {
    asker: 3,
    title: 'How do I avoid the N+1 query problem in GraphQL resolvers?',
    body: "Querying 50 posts with their `author` field runs 51 SQL queries: one for the posts and one per author. I'm using Apollo Server with a plain `pg` pool. What is the standard fix?",
    tags: ['graphql'],
    hoursAgo: 45,
    votes: [
      [2, 1],
      [9, 1],
      [4, 1],
    ],
    answers: [],
  },
  {
    asker: 6,
    title: 'Why does my flex item overflow its container instead of shrinking?',
    body: 'A long URL inside a flex child pushes the layout wider than the screen, even though the item has `flex: 1`:\n\n```css\n.row { display: flex; }\n.row .content { flex: 1; }\n```',
    tags: ['css'],
    hoursAgo: 55,
    votes: [
      [3, 1],
      [8, 1],
    ],
    answers: [
      {
        author: 3,
        body: 'Flex items have `min-width: auto` by default, which means they refuse to shrink below the width of their content, here the unbreakable URL. Let the item shrink and allow the text to wrap:\n\n```css\n.row .content {\n  flex: 1;\n  min-width: 0;\n  overflow-wrap: anywhere;\n}\n```\n\nThe same applies to `min-height` in column layouts.',
        hoursAgo: 50,
        votes: [
          [6, 1],
          [2, 1],
          [1, 1],
        ],
      },
      {
        author: 9,
        body: "Setting `overflow: hidden` on `.content` also works, because a flex item whose overflow isn't `visible` gets a minimum size of 0. The end of the URL is then cut off, though, so `min-width: 0` with wrapping is usually nicer.",
        hoursAgo: 20,
        votes: [[6, 1]],
      },
    ],
  },
  {
    asker: 6,
    title: 'How do I cancel an in-flight request in a Redux Toolkit createAsyncThunk?',
    body: 'When the user types quickly in the search box, older requests sometimes finish after newer ones and overwrite the results. The thunk just calls `fetch` with the query. How do I abort the previous request when a new search starts?',
    tags: ['redux', 'reactjs'],
    hoursAgo: 60,
    votes: [[1, 1]],
    answers: [],
  },
  {
    asker: 5,
    title: 'How do I collect a Flow in a Fragment without updating views after they are destroyed?',
    body: 'I collect a `StateFlow` from my ViewModel in `onViewCreated` with `lifecycleScope.launch { ... }`. When the fragment goes to the back stack it keeps collecting and crashes on a null view binding.',
    tags: ['android', 'kotlin'],
    hoursAgo: 70,
    votes: [
      [2, 1],
      [4, 1],
      [7, 1],
    ],
    answers: [
      {
        author: 2,
        body: "Use the view's lifecycle together with `repeatOnLifecycle`, so collection stops when the view stops and starts again when it comes back:\n\n```kotlin\nviewLifecycleOwner.lifecycleScope.launch {\n    viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {\n        viewModel.uiState.collect { state -> render(state) }\n    }\n}\n```\n\nThe fragment's own `lifecycleScope` outlives its view; `viewLifecycleOwner` is destroyed together with the view.",
        hoursAgo: 65,
        votes: [
          [5, 1],
          [7, 1],
          [3, 1],
          [1, 1],
        ],
      },
      {
        author: 0,
        body: 'For a single flow, `flowWithLifecycle` does the same in one expression:\n\n```kotlin\nviewModel.uiState\n    .flowWithLifecycle(viewLifecycleOwner.lifecycle)\n    .onEach(::render)\n    .launchIn(viewLifecycleOwner.lifecycleScope)\n```',
        hoursAgo: 60,
        votes: [[5, 1]],
      },
    ],
  },
  {
    asker: 1,
    title: "Why does my Keras model's validation loss rise while the training loss keeps falling?",
    body: 'After epoch 8 the training loss keeps dropping but `val_loss` climbs steadily. The dataset has 4,000 labelled images and the model is a small CNN with two dense layers at the end. What should I try first?',
    tags: ['tensorflow', 'machine-learning', 'python'],
    hoursAgo: 85,
    votes: [
      [9, 1],
      [2, -1],
    ],
    answers: [],
  },
  {
    asker: 9,
    title: 'How do I select the row with the maximum value in each group?',
    body: 'For each customer I want their most recent order with all of its columns, not just the date:\n\n```sql\nSELECT customer_id, MAX(created_at) FROM orders GROUP BY customer_id;\n```\n\nThis gives me the date, but not the order id or the total.',
    tags: ['sql', 'mysql'],
    hoursAgo: 95,
    votes: [
      [1, 1],
      [4, 1],
      [2, 1],
      [8, 1],
    ],
    answers: [
      {
        author: 4,
        body: 'Join the grouped result back to the table:\n\n```sql\nSELECT o.*\nFROM orders o\nJOIN (\n  SELECT customer_id, MAX(created_at) AS created_at\n  FROM orders\n  GROUP BY customer_id\n) newest ON newest.customer_id = o.customer_id AND newest.created_at = o.created_at;\n```\n\nIf two orders share the same timestamp, both are returned.',
        hoursAgo: 93,
        votes: [
          [9, 1],
          [1, 1],
        ],
      },
      {
        author: 1,
        body: 'On MySQL 8+ (and PostgreSQL, SQL Server, SQLite 3.25+) a window function is clearer and returns exactly one row per customer, even with ties:\n\n```sql\nSELECT *\nFROM (\n  SELECT o.*,\n         ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at DESC, id DESC) AS rn\n  FROM orders o\n) ranked\nWHERE rn = 1;\n```\n\nAn index on `(customer_id, created_at)` keeps either version fast.',
        hoursAgo: 90,
        accepted: true,
        votes: [
          [9, 1],
          [4, 1],
          [2, 1],
          [3, 1],
          [0, 1],
        ],
      },
      {
        author: 8,
        body: "If you're on PostgreSQL (not MySQL), `DISTINCT ON` is the shortest form:\n\n```sql\nSELECT DISTINCT ON (customer_id) *\nFROM orders\nORDER BY customer_id, created_at DESC;\n```",
        hoursAgo: 40,
        votes: [
          [9, 1],
          [1, 1],
        ],
      },
    ],
  },
  {
    asker: 6,
    title: 'How do I watch a prop with the Composition API in Vue 3?',
    body: 'In `<script setup>` I wrote `watch(props.userId, loadUser)`, but Vue logs an "Invalid watch source" warning and the callback never runs when the parent passes a new id. What is the right way to react to a prop change?',
    tags: ['vuejs'],
    hoursAgo: 110,
    votes: [
      [2, 1],
      [3, 1],
    ],
    answers: [],
  },
  {
    asker: 8,
    title: 'How can I make my Node.js Docker image smaller?',
    body: 'My image built `FROM node:20` is 1.1 GB for a small Express API. The Dockerfile copies the whole repository and runs `npm install`. What are the usual tricks to shrink it?',
    tags: ['docker', 'javascript'],
    hoursAgo: 130,
    votes: [
      [0, 1],
      [2, 1],
      [6, 1],
    ],
    answers: [
      {
        author: 0,
        body: 'Three changes usually bring it well under 300 MB:\n\n1. Start from a slim base image (`node:20-slim` or `node:20-alpine`).\n2. Install only production dependencies: `npm ci --omit=dev`.\n3. Use a multi-stage build, so compilers and dev dependencies never reach the final image:\n\n```dockerfile\nFROM node:20 AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build\n\nFROM node:20-slim\nWORKDIR /app\nENV NODE_ENV=production\nCOPY package*.json ./\nRUN npm ci --omit=dev\nCOPY --from=build /app/dist ./dist\nCMD ["node", "dist/server.js"]\n```\n\nAlso add a `.dockerignore` listing `node_modules` and build output, so the build context stays small.',
        hoursAgo: 128,
        votes: [
          [8, 1],
          [2, 1],
          [6, 1],
        ],
      },
      {
        author: 2,
        body: 'Run `docker history <image>` to see which layer is big. Quite often it is a `COPY . .` that drags in a local `node_modules` or old build artefacts.',
        hoursAgo: 100,
        votes: [[8, 1]],
      },
    ],
  },
  {
    asker: 7,
    title: 'What is the difference between a struct and a class in Swift?',
    body: "Both can have properties, methods and initialisers, and Apple's documentation says to prefer structures. When do I actually need a class?",
    tags: ['swift'],
    hoursAgo: 150,
    votes: [
      [1, 1],
      [5, -1],
      [6, -1],
    ],
    answers: [],
  },
  {
    asker: 4,
    title: 'Do I need to unsubscribe from observables in an Angular component?',
    body: 'In `ngOnInit` I subscribe to the route parameters and to a polling `interval(5000)`. Do I have to unsubscribe from both in `ngOnDestroy`, and is `takeUntilDestroyed` the recommended way to do it now?',
    tags: ['angular', 'typescript'],
    hoursAgo: 160,
    votes: [],
    answers: [],
  },
  {
    asker: 2,
    title: "How do I get a union type of an object's values in TypeScript?",
    body: "`const routes = { home: '/', profile: '/me' }` is typed as `{ home: string; profile: string }`. I want the type `'/' | '/me'` so that a `navigate(to)` function only accepts known routes.",
    tags: ['typescript'],
    hoursAgo: 175,
    votes: [
      [6, 1],
      [3, 1],
    ],
    answers: [
      {
        author: 6,
        body: "Add `as const`, which makes the object readonly and keeps the literal types, then index the type by its own keys:\n\n```ts\nconst routes = { home: '/', profile: '/me' } as const;\ntype Route = (typeof routes)[keyof typeof routes]; // '/' | '/me'\n\nfunction navigate(to: Route) {\n  /* ... */\n}\n```\n\nSince TypeScript 4.9 you can also check the object's shape without widening it: `{ ... } as const satisfies Record<string, string>`.",
        hoursAgo: 170,
        votes: [
          [2, 1],
          [1, 1],
          [3, 1],
        ],
      },
    ],
  },
  {
    asker: 3,
    title: 'How do I stop tracking a file in git without deleting it locally?',
    body: 'I accidentally committed `.env` and now want git to ignore it from now on, but the file must stay on my disk.',
    tags: ['git'],
    hoursAgo: 200,
    votes: [
      [1, 1],
      [6, 1],
      [9, 1],
      [8, 1],
    ],
    answers: [
      {
        author: 0,
        body: '`git rm --cached` removes the file from the index only, leaving your copy alone:\n\n```bash\ngit rm --cached .env\necho ".env" >> .gitignore\ngit commit -m "Stop tracking .env"\n```\n\nThe file is still in the older commits. If it contains secrets, rotate them: rewriting history with `git filter-repo` removes the file from the repository, but anyone who already fetched it keeps a copy.',
        hoursAgo: 198,
        accepted: true,
        votes: [
          [3, 1],
          [2, 1],
          [8, 1],
        ],
      },
    ],
  },
  {
    asker: 6,
    title: 'What does if __name__ == "__main__": do in Python?',
    body: 'I see this line at the end of many scripts. What does it do, and what happens if I leave it out?',
    tags: ['python'],
    hoursAgo: 240,
    votes: [
      [2, 1],
      [9, 1],
      [4, 1],
      [3, 1],
      [0, 1],
      [8, 1],
    ],
    answers: [
      {
        author: 2,
        body: 'It runs the indented block only when the file is executed directly, not when it is imported by another module.',
        hoursAgo: 239,
        votes: [
          [1, 1],
          [3, 1],
        ],
      },
      {
        author: 4,
        body: "It's Python's equivalent of Java's `public static void main`: the entry point when the file runs as a program. Unlike Java, though, everything above it at module level still runs on import.",
        hoursAgo: 200,
        votes: [[1, 1]],
      },
      {
        author: 9,
        body: 'Every module has a `__name__` variable. When you run `python tool.py`, Python sets it to `"__main__"`; when another module does `import tool`, it is `"tool"`. So:\n\n```python\ndef main():\n    print("running")\n\nif __name__ == "__main__":\n    main()\n```\n\n`python tool.py` prints, `import tool` doesn\'t. Without the guard, importing the module (from tests, or by `multiprocessing`, which re-imports the main module in child processes on Windows and macOS) would run the script\'s side effects.',
        hoursAgo: 230,
        votes: [
          [1, 1],
          [3, 1],
          [4, 1],
          [6, 1],
        ],
      },
      {
        author: 8,
        body: 'Related: a package with a `__main__.py` can be run with `python -m mypackage`, and the `[project.scripts]` table of `pyproject.toml` points console commands at a function, usually that same `main()`.',
        hoursAgo: 50,
        votes: [[2, 1]],
      },
    ],
  },
  {
    asker: 8,
    title: 'Is it wrong to create a new HttpClient for every request in .NET?',
    body: 'Our service wraps every outgoing call in `using var client = new HttpClient();`. Under load we now see `SocketException` errors saying only one usage of each socket address is normally permitted. Is the pattern itself the problem, and what should we use instead?',
    tags: ['dotnet'],
    hoursAgo: 260,
    votes: [
      [4, 1],
      [2, 1],
      [0, 1],
      [9, 1],
    ],
    answers: [],
  },
  {
    asker: 4,
    title: 'Why does HashMap.get return null for a key I just put?',
    body: 'I use my own class as a key:\n\n```java\nclass Point {\n    final int x, y;\n\n    Point(int x, int y) { this.x = x; this.y = y; }\n\n    @Override\n    public boolean equals(Object o) {\n        return o instanceof Point p && p.x == x && p.y == y;\n    }\n}\n\nmap.put(new Point(1, 2), "A");\nmap.get(new Point(1, 2)); // null\n```',
    tags: ['java'],
    hoursAgo: 300,
    votes: [
      [3, 1],
      [5, 1],
    ],
    answers: [
      {
        author: 3,
        body: 'You overrode `equals` but not `hashCode`. A `HashMap` first picks a bucket by `hashCode()`, and the inherited one is based on object identity, so two equal points land in different buckets and `equals` is never even called. Always override both, consistently:\n\n```java\n@Override\npublic int hashCode() {\n    return Objects.hash(x, y);\n}\n```\n\nOn Java 16+ a `record Point(int x, int y) {}` generates `equals`, `hashCode` and `toString` for you.',
        hoursAgo: 290,
        votes: [
          [4, 1],
          [1, 1],
          [2, 1],
        ],
      },
    ],
  },
  {
    asker: 3,
    title: 'Why is my website so slow?',
    body: "My site takes forever to load on phones. It's WordPress with a lot of plugins. How do I make it fast?",
    tags: ['wordpress'],
    hoursAgo: 330,
    votes: [
      [6, -1],
      [2, -1],
    ],
    answers: [],
  },
  {
    asker: 6,
    title: 'How do I debounce an input event listener in plain JavaScript?',
    body: "I call a search API on every `input` event, so it fires for each keystroke. I don't want to pull in lodash for one function.",
    tags: ['javascript', 'html'],
    hoursAgo: 360,
    votes: [[2, 1]],
    answers: [
      {
        author: 2,
        body: "A debounce wrapper is a few lines:\n\n```js\nfunction debounce(fn, delay = 300) {\n  let timer;\n  return (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), delay);\n  };\n}\n\ninput.addEventListener('input', debounce((event) => search(event.target.value)));\n```\n\nEach keystroke restarts the timer, so `search` runs once the user has paused for `delay` milliseconds. Pair it with an `AbortController` so that a slow earlier request can't overwrite newer results.",
        hoursAgo: 355,
        votes: [
          [6, 1],
          [3, 1],
          [9, 1],
        ],
      },
    ],
  },
  {
    asker: 8,
    title: 'Why can my Lambda function no longer reach S3 after I attached it to a VPC?',
    body: 'I attached the function to our VPC so it can reach an RDS database. The database connection works, but every call to S3 now hangs until the function times out after 3 seconds. Nothing in the logs explains it.',
    tags: ['aws', 'aws-lambda'],
    hoursAgo: 420,
    votes: [
      [4, 1],
      [2, 1],
      [9, 1],
    ],
    answers: [
      {
        author: 0,
        body: "A Lambda attached to a VPC only gets private IP addresses in your subnets, so it loses direct internet access, and S3's public endpoint is on the internet. Either:\n\n- add a **gateway VPC endpoint** for S3 to the route tables of those subnets (free, and the traffic stays inside AWS), or\n- route the subnets through a **NAT gateway** in a public subnet (also needed for other public APIs, but billed per hour and per GB).\n\nMoving the function to a public subnet doesn't help: Lambda network interfaces never get a public IP.",
        hoursAgo: 400,
        accepted: true,
        votes: [
          [8, 1],
          [9, 1],
          [2, 1],
          [3, 1],
        ],
      },
      {
        author: 2,
        body: 'While debugging, raise the function timeout above the 3 second default and log before and after each call. A call that hangs until the timeout with no error almost always means a missing route, not a permissions problem (which fails fast with `AccessDenied`).',
        hoursAgo: 380,
        votes: [[8, 1]],
      },
    ],
  },
  {
    asker: 7,
    title: 'How do I fix "Publishing changes from background threads is not allowed" in SwiftUI?',
    body: 'My `ObservableObject` sets a `@Published` array inside a `URLSession` completion handler, and Xcode shows this purple runtime warning. The list still updates, mostly. What is the right fix?',
    tags: ['ios', 'swift'],
    hoursAgo: 500,
    votes: [
      [5, 1],
      [1, 1],
      [2, 1],
    ],
    answers: [
      {
        author: 2,
        body: '`@Published` properties must change on the main thread. Mark the model `@MainActor` and use async/await, so every property update happens on the main actor:\n\n```swift\n@MainActor\nfinal class FeedModel: ObservableObject {\n    @Published var items: [Item] = []\n\n    func load() async throws {\n        let (data, _) = try await URLSession.shared.data(from: feedURL)\n        items = try JSONDecoder().decode([Item].self, from: data)\n    }\n}\n```\n\nIn older completion-handler code, wrap the assignment in `DispatchQueue.main.async { ... }` instead.',
        hoursAgo: 490,
        votes: [
          [7, 1],
          [3, 1],
        ],
      },
    ],
  },
  {
    asker: 9,
    title: 'What is the difference between WHERE and HAVING in SQL?',
    body: 'Both seem to filter rows. When does a condition have to go in `HAVING` instead of `WHERE`?',
    tags: ['sql'],
    hoursAgo: 600,
    votes: [
      [1, 1],
      [4, 1],
    ],
    answers: [
      {
        author: 4,
        body: "`WHERE` filters rows before they are grouped; `HAVING` filters groups after aggregation, so it's the only place where you can test an aggregate:\n\n```sql\nSELECT customer_id, COUNT(*) AS paid_orders\nFROM orders\nWHERE status = 'paid'   -- filters rows\nGROUP BY customer_id\nHAVING COUNT(*) >= 5;   -- filters groups\n```\n\nPut every condition that doesn't involve an aggregate in `WHERE`: it removes rows before the more expensive grouping step.",
        hoursAgo: 598,
        votes: [
          [9, 1],
          [1, 1],
          [3, 1],
        ],
      },
      {
        author: 3,
        body: "A way to remember it: the logical order of evaluation is `FROM`, `WHERE`, `GROUP BY`, `HAVING`, `SELECT`, `ORDER BY`. That is also why an alias defined in `SELECT` can't be used in `WHERE`.",
        hoursAgo: 550,
        votes: [
          [9, 1],
          [2, 1],
        ],
      },
    ],
  },
  {
    asker: 0,
    title: 'Why does webpack bundle all of lodash when I import one function?',
    body: "I only `import { debounce } from 'lodash'`, but the bundle analyzer shows the whole library (about 70 kB minified) in the production bundle. Tree shaking is supposed to be on in production mode. What am I missing?",
    tags: ['webpack', 'javascript'],
    hoursAgo: 650,
    votes: [
      [2, 1],
      [6, 1],
    ],
    answers: [],
  },
  {
    asker: 5,
    title: 'How do I request the notification permission on Android 13?',
    body: 'Since we started targeting API 33, notifications no longer appear on fresh installs, although nothing else changed. Do notifications need a runtime permission now?',
    tags: ['android', 'kotlin'],
    hoursAgo: 700,
    votes: [
      [7, 1],
      [3, 1],
      [2, 1],
    ],
    answers: [
      {
        author: 2,
        body: 'Yes. From Android 13 (API 33), posting notifications requires the `POST_NOTIFICATIONS` runtime permission. Declare it in the manifest:\n\n```xml\n<uses-permission android:name="android.permission.POST_NOTIFICATIONS" />\n```\n\nand request it, ideally right after the user does something that makes notifications useful:\n\n```kotlin\nprivate val requestPermission =\n    registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->\n        if (!granted) showWhyNotificationsHelp()\n    }\n\nfun askForNotifications() {\n    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {\n        requestPermission.launch(Manifest.permission.POST_NOTIFICATIONS)\n    }\n}\n```',
        hoursAgo: 690,
        votes: [
          [5, 1],
          [4, 1],
        ],
      },
    ],
  },
  {
    asker: 2,
    title: 'Why does my useEffect run twice in development?',
    body: 'An effect that fetches data logs twice when the component mounts, but only in development. I have `<StrictMode>` around the app in `main.tsx`. Is something wrong with my component?',
    tags: ['reactjs'],
    hoursAgo: 850,
    votes: [
      [6, 1],
      [1, 1],
      [3, 1],
      [4, 1],
      [8, 1],
    ],
    answers: [
      {
        author: 6,
        body: "That is `StrictMode` doing it on purpose: in development React mounts every component, unmounts it and mounts it again, to reveal effects that don't clean up after themselves. Production builds run the effect once.\n\nKeep `StrictMode` and make the effect safe to run twice by returning a cleanup:\n\n```tsx\nuseEffect(() => {\n  let ignore = false;\n  fetchUser(id).then((user) => {\n    if (!ignore) setUser(user);\n  });\n  return () => {\n    ignore = true;\n  };\n}, [id]);\n```\n\nFor data fetching in a real app, a library such as TanStack Query deals with this, and with caching, for you.",
        hoursAgo: 845,
        votes: [
          [2, 1],
          [1, 1],
          [3, 1],
          [8, 1],
        ],
      },
      {
        author: 1,
        body: 'You can confirm it by building for production (`npm run build`, then `npm run preview` with Vite): the second call is gone.',
        hoursAgo: 800,
        votes: [[2, 1]],
      },
      {
        author: 3,
        body: "If your router or framework has data loaders (React Router, Next.js), move the fetch out of the effect altogether; then the double mount doesn't matter at all.",
        hoursAgo: 700,
      },
    ],
  },
  {
    asker: 7,
    title: 'Why is reading input with std::cin so much slower than scanf?',
    body: 'Reading 10 million integers with `std::cin >> x` takes about 3 seconds, while the same loop with `scanf` is several times faster. Are iostreams inherently slow, or am I using them wrong?',
    tags: ['c++'],
    hoursAgo: 900,
    votes: [
      [2, 1],
      [1, 1],
      [3, 1],
    ],
    answers: [],
  },
  {
    asker: 1,
    title: 'How do I process a CSV file that is larger than memory with pandas?',
    body: '`pd.read_csv("events.csv")` on a 20 GB file gets killed by the OOM killer. I only need the total `amount` per day.',
    tags: ['python', 'data-science'],
    hoursAgo: 1000,
    votes: [
      [9, 1],
      [3, 1],
      [2, 1],
      [4, 1],
    ],
    answers: [
      {
        author: 9,
        body: 'Stream the file with `chunksize` and aggregate as you go:\n\n```python\ntotals = None\nfor chunk in pd.read_csv(\n    "events.csv",\n    usecols=["timestamp", "amount"],\n    parse_dates=["timestamp"],\n    chunksize=1_000_000,\n):\n    daily = chunk.groupby(chunk["timestamp"].dt.date)["amount"].sum()\n    totals = daily if totals is None else totals.add(daily, fill_value=0)\n```\n\n`usecols` and explicit `dtype`s alone cut memory use a lot. If you analyse the file repeatedly, convert it once to Parquet.',
        hoursAgo: 995,
        accepted: true,
        votes: [
          [1, 1],
          [2, 1],
        ],
      },
      {
        author: 3,
        body: 'DuckDB can aggregate the CSV without loading it into memory at all, and it uses every core:\n\n```python\nimport duckdb\n\ndaily = duckdb.sql("""\n    SELECT CAST(timestamp AS DATE) AS day, SUM(amount) AS total\n    FROM \'events.csv\'\n    GROUP BY day\n    ORDER BY day\n""").df()\n```\n\nPolars\' lazy `pl.scan_csv(...)` is another good option.',
        hoursAgo: 600,
        votes: [
          [1, 1],
          [9, 1],
          [4, 1],
          [2, 1],
        ],
      },
    ],
  },
  {
    asker: 0,
    title: 'How do I squash all commits of my feature branch into one before merging?',
    body: 'My branch has twelve small commits such as "fix typo" and "wip". Before opening the pull request I want a single clean commit on top of `main`.',
    tags: ['git'],
    hoursAgo: 1200,
    votes: [
      [1, 1],
      [2, 1],
      [3, 1],
      [6, 1],
      [8, 1],
    ],
    answers: [
      {
        author: 2,
        body: "Rebase interactively onto `main`:\n\n```bash\ngit fetch origin\ngit rebase -i origin/main\n```\n\nIn the editor keep `pick` on the first line, change the others to `squash` (or `s`), save, and edit the combined message. The branch's history has changed, so push with `git push --force-with-lease`.",
        hoursAgo: 1195,
        accepted: true,
        votes: [
          [3, 1],
          [1, 1],
          [8, 1],
        ],
      },
      {
        author: 3,
        body: 'Without the interactive editor:\n\n```bash\ngit reset --soft $(git merge-base origin/main HEAD)\ngit commit -m "Add the feature"\n```\n\nThe soft reset moves the branch back to where it left `main` and keeps all your changes staged, so the new commit contains the whole feature.',
        hoursAgo: 1100,
        votes: [
          [2, 1],
          [1, 1],
          [8, 1],
          [6, 1],
        ],
      },
    ],
  },
  {
    asker: 8,
    title: 'Why does my container on Azure App Service fail to start when it runs fine locally?',
    body: "The image works locally with `docker run -p 8080:8080 my-api`, but on Azure App Service the log says the container didn't respond to HTTP pings on port 80, and the site keeps restarting. The app listens on 8080.",
    tags: ['azure', 'docker'],
    hoursAgo: 1400,
    votes: [[0, 1]],
    answers: [],
  },
  {
    asker: 4,
    title: "How do I return a 404 from a Spring Boot REST controller when an entity isn't found?",
    body: 'My endpoint answers 200 with an empty body when the id doesn\'t exist:\n\n```java\n@GetMapping("/books/{id}")\npublic Book get(@PathVariable long id) {\n    return repository.findById(id).orElse(null);\n}\n```',
    tags: ['spring-boot', 'java', 'rest-api'],
    hoursAgo: 1500,
    votes: [
      [2, 1],
      [9, 1],
      [5, 1],
    ],
    answers: [
      {
        author: 0,
        body: 'Throw a `ResponseStatusException`; Spring turns it into the status you give:\n\n```java\n@GetMapping("/books/{id}")\npublic Book get(@PathVariable long id) {\n    return repository.findById(id)\n        .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "Book not found"));\n}\n```',
        hoursAgo: 1490,
        accepted: true,
        votes: [
          [4, 1],
          [2, 1],
        ],
      },
      {
        author: 2,
        body: 'With more than a couple of endpoints, throw your own exception and map it once in a `@RestControllerAdvice`, so the controllers stay free of HTTP details:\n\n```java\npublic class NotFoundException extends RuntimeException {\n    public NotFoundException(String message) { super(message); }\n}\n\n@RestControllerAdvice\nclass ApiErrors {\n    @ExceptionHandler(NotFoundException.class)\n    ProblemDetail notFound(NotFoundException e) {\n        return ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.getMessage());\n    }\n}\n```\n\n`ProblemDetail` (Spring Framework 6, Spring Boot 3) renders a standard `application/problem+json` body.',
        hoursAgo: 20,
        votes: [
          [4, 1],
          [5, 1],
          [9, 1],
        ],
      },
    ],
  },
  {
    asker: 8,
    title: 'How do I find and delete files older than 30 days in bash?',
    body: "Our log folder grows forever. I'd like a cron job that removes `*.log` files that haven't changed for 30 days, in all subfolders.",
    tags: ['bash'],
    hoursAgo: 1800,
    votes: [
      [0, 1],
      [2, 1],
      [9, 1],
    ],
    answers: [
      {
        author: 0,
        body: "`find` does both the search and the deletion:\n\n```bash\n# preview first\nfind /var/log/myapp -type f -name '*.log' -mtime +30 -print\n# then delete\nfind /var/log/myapp -type f -name '*.log' -mtime +30 -delete\n```\n\n`-mtime +30` means modified more than 30 full days ago. Keep `-delete` at the end: `find` evaluates its expression from left to right, so `-delete` placed before the tests would delete everything it visits.",
        hoursAgo: 1790,
        votes: [
          [8, 1],
          [9, 1],
          [3, 1],
        ],
      },
    ],
  },
  {
    asker: 3,
    title: 'What is the difference between display: none and visibility: hidden?',
    body: 'Both make an element disappear. Is there any practical difference, for layout or for screen readers?',
    tags: ['html', 'css'],
    hoursAgo: 2000,
    votes: [
      [6, 1],
      [2, 1],
      [8, -1],
    ],
    answers: [
      {
        author: 6,
        body: '`display: none` removes the element from the layout entirely: it takes up no space and nothing inside it is rendered. `visibility: hidden` keeps its box, so the space stays empty. Screen readers skip both.\n\nTo hide something visually but keep it available to assistive technology, use a "visually hidden" utility class (clipped to a 1px box) instead of either.',
        hoursAgo: 1990,
        votes: [
          [3, 1],
          [1, 1],
        ],
      },
      {
        author: 2,
        body: 'Two more differences:\n\n- A child of a `visibility: hidden` parent can opt back in with `visibility: visible`; nothing inside a `display: none` element can.\n- `visibility` can be transitioned, so combined with `opacity` it makes a fade-out that also stops the element from receiving clicks.',
        hoursAgo: 1900,
        votes: [
          [3, 1],
          [6, 1],
          [1, 1],
          [4, 1],
        ],
      },
    ],
  },
];
