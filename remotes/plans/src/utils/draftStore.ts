import type { PlanKind } from '@h5/api/contract/plans';
import { parseDraft, type PlanDraft } from './planDraft.ts';

/** The part of `Storage` a draft uses (a Map stands in for it in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Drafts live in the tab's sessionStorage, one per kind: the form page unmounts while the member
 * chooses a place, and a reload (to resume a video) must not lose what was typed.
 */
export const draftKey = (kind: PlanKind) => `plans.draft.${kind}`;

const safe = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    // Storage refused (private mode, quota): the form still works, it just does not persist.
    return fallback;
  }
};

export function readDraft(storage: DraftStorage | undefined, kind: PlanKind): PlanDraft {
  return parseDraft(safe(() => storage?.getItem(draftKey(kind)) ?? null, null));
}

export function writeDraft(storage: DraftStorage | undefined, kind: PlanKind, draft: PlanDraft): void {
  safe(() => storage?.setItem(draftKey(kind), JSON.stringify(draft)), undefined);
}

export function clearDraft(storage: DraftStorage | undefined, kind: PlanKind): void {
  safe(() => storage?.removeItem(draftKey(kind)), undefined);
}

/** A chosen place written into the draft of the form that asked for it; a new country drops the city. */
export function choosePlace(
  storage: DraftStorage | undefined,
  kind: PlanKind,
  place: { country: { code: string; name: string }; city: PlanDraft['city'] },
): void {
  const draft = readDraft(storage, kind);
  writeDraft(storage, kind, { ...draft, country: place.country, city: place.city });
}

/** The browser's sessionStorage, when there is one. */
export const sessionDrafts = (): DraftStorage | undefined =>
  safe(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage), undefined);
