import { sendOutcomeNotice } from '@/lib/actions/sendOutcome';
import { deliver } from './deliver';
import { showNotice } from './notice';
import { readPending } from './pendingSends';

/**
 * Sends what a reader left waiting on an earlier visit (the page closed before the signal
 * came back), each with its own key, so each counts once; a send another open tab is still
 * handling is left to it. Each answer is told to the reader once, in a notice.
 */
export async function resumePendingSends(): Promise<void> {
  const waiting = readPending();
  if (!waiting.length) return;
  await Promise.all(
    waiting.map(async (send) => {
      const answer = await deliver(send, { ifFree: true });
      if (answer) showNotice(sendOutcomeNotice(send, answer));
    }),
  );
}
