/** A step of the demo's history, run at its moment. */
export interface Step<Context> {
  at: number;
  run: (context: Context) => Promise<void>;
}

/**
 * Steps in time order (equal moments in the order they were added): what lets a call end
 * minutes after it rang while other offers arrive in between, as it happens live.
 */
export class Timeline<Context> {
  readonly #steps: Step<Context>[] = [];

  add(at: number, run: Step<Context>['run']): void {
    let low = 0;
    let high = this.#steps.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#steps[middle]!.at <= at) low = middle + 1;
      else high = middle;
    }
    this.#steps.splice(low, 0, { at, run });
  }

  /** Runs every step due before `until`, including those the steps add. */
  async runUntil(until: number, context: Context): Promise<void> {
    while (this.#steps.length > 0 && this.#steps[0]!.at < until) {
      await this.#steps.shift()!.run(context);
    }
  }
}
