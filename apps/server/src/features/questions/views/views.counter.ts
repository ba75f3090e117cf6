/** An hour: a visitor's views of one question within it count once. */
export const VIEW_WINDOW_MS = 3_600_000;

/**
 * Question views counted in memory (issue 15): one per visitor per question per hour, with
 * no database work on the request that views. The counts wait here until `take` hands them
 * to the writer (views.service.ts), which adds them to the questions in one batch.
 *
 * Memory is bounded: at most `maxVisitors` (question, visitor) pairs are remembered; past
 * that the oldest are forgotten first (a forgotten visitor may count again within the hour,
 * never the other way). The pending counts hold one number per question viewed since the
 * last write.
 */
export class ViewCounter {
  /** (question, visitor) → until when a further view does not count; oldest first. */
  private seen = new Map<string, number>();
  private pending = new Map<string, number>();

  constructor(
    private readonly clock: () => number,
    private readonly maxVisitors = 200_000,
    private readonly windowMs = VIEW_WINDOW_MS,
  ) {}

  /** Counts a view of `questionId` by `visitor`, unless it counted one within the window. */
  record(questionId: string, visitor: string): boolean {
    const now = this.clock();
    const key = `${questionId} ${visitor}`;
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    // Re-inserted at the end: the map stays in expiry order, so the front expires first.
    this.seen.delete(key);
    this.seen.set(key, now + this.windowMs);
    for (const [oldest, expires] of this.seen) {
      if (expires > now && this.seen.size <= this.maxVisitors) break;
      this.seen.delete(oldest);
    }
    this.pending.set(questionId, (this.pending.get(questionId) ?? 0) + 1);
    return true;
  }

  /** How many questions have views waiting to be written. */
  get pendingQuestions(): number {
    return this.pending.size;
  }

  /** Hands over the counts gathered so far; the counter starts again from none. */
  take(): Map<string, number> {
    const counts = this.pending;
    this.pending = new Map();
    return counts;
  }

  /** Puts back counts that could not be written, to go with the next write. */
  restore(counts: ReadonlyMap<string, number>): void {
    for (const [questionId, count] of counts) {
      this.pending.set(questionId, (this.pending.get(questionId) ?? 0) + count);
    }
  }
}
