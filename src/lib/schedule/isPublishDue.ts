/**
 * Whether the server should publish now for a scheduled edition: its moment (`due`, ms) has
 * come, and no attempt was made for it in the last `retryMs` (a build that failed is tried
 * again, but not every minute while the database is down).
 */
export function isPublishDue(state: { due: number | null; lastAttempt: number | null }, now: number, retryMs: number): boolean {
  if (state.due === null || now < state.due) return false;
  return state.lastAttempt === null || now - state.lastAttempt >= retryMs;
}
