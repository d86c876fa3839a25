// What `client:intent` (src/directives/intent.ts) and the script that hydrates its islands
// (src/scripts/hydrateOnIntent.ts) share.

/** The island a page queued, as the directive got it from Astro. */
export interface IntentIsland {
  load: () => Promise<() => Promise<void>>;
  /** The controls whose use hydrates it. */
  selector: string;
  el: HTMLElement;
}

/** Set on the island's element once its controls' intent and clicks are watched. */
export const INTENT_ARMED = 'data-intent-armed';

/** Where the directive queues its islands (a window property: the two are built apart). */
export const INTENT_QUEUE = '__hydrateOnIntent';

/**
 * What an island hydrated on intent dispatches on the document once it handles its controls'
 * clicks itself: React hydrates in a transition, after Astro's own 'astro:hydrate' event, so
 * only the island knows when that is.
 */
export const INTENT_READY_EVENT = 'hormiguero:intent-ready';

/** Tells the page the island now handles its controls (call from the effect that listens for them). */
export function announceIntentReady(): void {
  document.dispatchEvent(new Event(INTENT_READY_EVENT));
}
