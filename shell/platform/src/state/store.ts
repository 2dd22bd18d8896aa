import { createStore } from 'jotai';

/** The one jotai store: the shell provides it, remotes read session and language from it. */
export const store = createStore();
