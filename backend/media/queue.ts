/** The render queue is full, or a render waited or ran too long: answer 503 and try later. */
export class RenderBusyError extends Error {
  constructor(reason: string) {
    super(`image renderer busy: ${reason}`);
    this.name = "RenderBusyError";
  }
}

/**
 * Bounds image work so it cannot starve pages: at most `concurrency` renders run at once, at
 * most `maxQueue` wait, a waiter gives up after `timeoutMs` in the queue, and a running render
 * that takes longer than `timeoutMs` is answered as busy (its slot stays taken until it really
 * ends, so the bound on concurrent work holds).
 */
export class RenderQueue {
  private active = 0;
  private waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxQueue: number,
    private readonly timeoutMs: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    // a freed slot is handed straight to the next waiter, so `active` never exceeds the bound
    if (this.active >= this.concurrency) await this.wait();
    else this.active += 1;
    const work = Promise.resolve().then(task).finally(() => {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderBusyError("render took too long")), this.timeoutMs);
    });
    work.catch(() => {});
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private wait(): Promise<void> {
    if (this.waiting.length >= this.maxQueue) return Promise.reject(new RenderBusyError("queue full"));
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(start);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new RenderBusyError("waited too long"));
      }, this.timeoutMs);
      this.waiting.push(start);
    });
  }
}
