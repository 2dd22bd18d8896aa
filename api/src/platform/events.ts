import { EventEmitter } from 'node:events';

/**
 * What happened in the domain; subscribers (socket fan-out, later jobs and mail) react to it.
 * Each module adds the events it emits from its own `index.ts` (declaration merging).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** A typed in-process event bus. */
export class DomainEvents {
  readonly #emitter = new EventEmitter();

  emit<E extends DomainEventName>(name: E, payload: DomainEventMap[E]): void {
    this.#emitter.emit(name, payload);
  }

  on<E extends DomainEventName>(name: E, listener: (payload: DomainEventMap[E]) => void): () => void {
    this.#emitter.on(name, listener);
    return () => this.#emitter.off(name, listener);
  }
}
