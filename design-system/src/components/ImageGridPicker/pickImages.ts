import type { FileProblem } from '../../utils/uploadRules.ts';

/** What the member picked, as far as the picker needs it (a `File` has all of it). */
export type PickedImage = { name: string; size: number; type: string };

/** Why some of the picked files were left out: too many for the room left, or refused before sending. */
export type PickProblem = FileProblem | { reason: 'tooMany'; max: number };

/**
 * The picked files that may be sent, in the order picked: those `check` refuses (the Uploader's
 * `checkFile`: wrong type, too large) are left out, then as many as there is room for. The problem says why something was left out (the
 * first reason met), or is `null` when everything was taken.
 */
export function pickImages<F extends PickedImage>(
  files: readonly F[],
  rules: { room: number; max: number },
  check: (file: F) => FileProblem | null,
): { taken: F[]; problem: PickProblem | null } {
  let problem: PickProblem | null = null;
  const fitting = files.filter((file) => {
    const refused = check(file);
    if (refused) problem ??= refused;
    return !refused;
  });
  const room = Math.max(0, rules.room);
  if (fitting.length > room) problem ??= { reason: 'tooMany', max: rules.max };
  return { taken: fitting.slice(0, room), problem };
}
