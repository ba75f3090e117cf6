/** The StackHive mark and word, drawn inline so no external image is needed (CSP). */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="#f48225" d="M16 2 28 9v14l-12 7-12-7V9z" />
        <path fill="#fff" d="M16 9l6 3.5v7L16 23l-6-3.5v-7z" />
      </svg>
      <span className="logo__text">
        stack<strong>hive</strong>
      </span>
    </span>
  );
}
