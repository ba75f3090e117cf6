/**
 * How a mutation's failure reaches the user: its `meta` (`useMutation({ meta })`), read by
 * the query client's one MutationCache handler (app/query-client.ts).
 */
export type MutationErrorMeta = {
  /**
   * What a failure alerts. Left out: the server's message (DECISIONS 28, spec 8 for a
   * failed login). A text: that text instead, where the spec names the alert (the feedback
   * form's 'Oops! Something went wrong.'). `false`: no alert, the screen shows the failure
   * itself.
   */
  errorAlert?: string | false;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/**
 * The one place a failed mutation is reported: it is logged (spec 8), then alerted as its
 * `meta` says. A request cancelled on purpose (an upload stopped by leaving the page) is
 * not a failure and says nothing.
 */
export function reportMutationError(error: Error, meta: MutationErrorMeta | undefined): void {
  if (error.name === 'AbortError') return;
  console.error(error);
  const message = meta?.errorAlert ?? error.message;
  if (message !== false) window.alert(message);
}
