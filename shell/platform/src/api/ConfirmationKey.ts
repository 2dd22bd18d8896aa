/**
 * The `Idempotency-Key` of a confirmed money action: one new key per confirmation, the same key
 * when that confirmation is sent again (after a lost answer), so the server moves the money once.
 */
export class ConfirmationKey {
  #pending: { request: string; key: string } | null = null;
  readonly #makeKey: () => string;

  constructor(makeKey: () => string = () => crypto.randomUUID()) {
    this.#makeKey = makeKey;
  }

  /**
   * The key for `request` (what is being asked, e.g. "in:40.00"): the pending key while the same
   * request is retried, a new one for anything else.
   */
  keyFor(request: string): string {
    if (this.#pending?.request !== request) this.#pending = { request, key: this.#makeKey() };
    return this.#pending.key;
  }

  /** The pending confirmation got its answer: the next one gets a new key. */
  settle(): void {
    this.#pending = null;
  }

  /**
   * Sends `request` with its key. A success, or a failure `isAnswered` says the server decided,
   * settles the confirmation; any other failure (no answer) keeps the key for the retry.
   */
  async send<T>(
    request: string,
    call: (key: string) => Promise<T>,
    isAnswered: (error: unknown) => boolean,
  ): Promise<T> {
    const key = this.keyFor(request);
    try {
      const answer = await call(key);
      this.settle();
      return answer;
    } catch (error) {
      if (isAnswered(error) && this.#pending?.key === key) this.settle();
      throw error;
    }
  }
}
