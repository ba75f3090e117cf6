/** The right sidebar's community highlights (spec 2): the same for every reader. */

const OVERFLOW_BLOG = [
  'How we cut our build times in half with incremental type checking',
  'Ten years of answering the same regex question, and what we learned',
  'Podcast: what junior developers wish seniors would explain',
];

const FEATURED_ON_META = [
  'Updated guidance on AI-generated answers',
  'Tag cleanup: merging [reactjs] synonyms',
  'Community feedback round for the new profile page',
];

const HOT_META_POSTS = [
  'Should questions about homework be closed or edited?',
  'How do we keep the chatbot from answering off-topic questions?',
  'Proposal: a badge for answering unanswered questions',
];

function StaticList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="widget">
      <h2 className="widget__title">{title}</h2>
      <ul className="widget__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function Highlights() {
  return (
    <>
      <StaticList title="The overflow blog" items={OVERFLOW_BLOG} />
      <StaticList title="Featured on Meta" items={FEATURED_ON_META} />
      <StaticList title="Hot Meta Posts" items={HOT_META_POSTS} />
    </>
  );
}
