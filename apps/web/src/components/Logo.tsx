/**
 * The StackHive mark and word. The mark is the site icon (public/favicon.svg), which the
 * browser has already fetched for the tab; index.html's app shell shows the same markup.
 */
export function Logo() {
  return (
    <span className="logo">
      <img className="logo__mark" src="/favicon.svg" width="28" height="28" alt="" />
      <span className="logo__text">
        stack<strong>hive</strong>
      </span>
    </span>
  );
}
