/**
 * Runs jobs one after another, in the order they came: decoding an image may take hundreds of MB, so two
 * uploads never decode at once (the bound on memory is one image within the pixel budget).
 */
export class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job, job);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** The one queue every upload decodes through. */
export const decodeQueue = new OneAtATime();
