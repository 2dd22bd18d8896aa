import { modules } from '../modules/index.ts';

/** Every entity the API persists: each module lists its own. */
export const entities = modules.flatMap((module) => module.entities ?? []);
