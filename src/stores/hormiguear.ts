import { atom } from 'nanostores';
import type { HormiguearKind } from '../lib/actions/rules.ts';

/** What is being hormigueado: a poem (its page's floating button) or a visual work (the gallery popup). */
export interface HormiguearTarget {
  kind: HormiguearKind;
  id: number;
  title: string;
}

/** Open target of the hormiguear modal, shared by the islands that open it and the modal itself. */
export const $hormiguear = atom<HormiguearTarget | null>(null);

export function openHormiguear(target: HormiguearTarget): void {
  // A copy: the modal opens again even if the last close has not been reported yet.
  $hormiguear.set({ ...target });
}

export function closeHormiguear(): void {
  $hormiguear.set(null);
}
