import type { ClientDirective } from 'astro';
import { INTENT_QUEUE, type IntentIsland } from './intentReady.ts';

/**
 * `client:intent="<selector>"`: an island that only acts when the reader uses one of the
 * page's controls matching the selector (the gallery's pieces) hydrates when the reader heads
 * for one (src/scripts/hydrateOnIntent.ts), not while the page loads. Astro inlines a
 * directive into every page that uses it, before the first paint: this one only queues the
 * island for the page's after-load script, which does the rest.
 */
const intent: ClientDirective = (load, { value }, el) => {
  const island: IntentIsland = { load, selector: String(value), el };
  ((window as unknown as Record<string, IntentIsland[]>)[INTENT_QUEUE] ??= []).push(island);
};

export default intent;
