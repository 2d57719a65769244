import { describe, expect, it } from "vitest";
import { RenderBusyError, RenderQueue } from "./queue.ts";

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("RenderQueue", () => {
  it("never runs more than its concurrency at once", async () => {
    const queue = new RenderQueue(2, 10, 5_000);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await later(10, null);
      running -= 1;
      return 1;
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => queue.run(task)));
    expect(results).toEqual(Array(8).fill(1));
    expect(peak).toBe(2);
    expect(queue.running).toBe(0);
  });

  it("refuses at once when the queue is full", async () => {
    const queue = new RenderQueue(1, 1, 5_000);
    const a = queue.run(() => later(30, "a"));
    const b = queue.run(() => later(1, "b"));
    await expect(queue.run(() => later(1, "c"))).rejects.toBeInstanceOf(RenderBusyError);
    expect(await a).toBe("a");
    expect(await b).toBe("b");
  });

  it("gives up on a waiter that waited past the time limit, and on a render that runs past it", async () => {
    const queue = new RenderQueue(1, 5, 40);
    const slow = queue.run(() => later(100, "slow")).catch((err: unknown) => err);
    await expect(queue.run(() => later(1, "waiting"))).rejects.toThrow(/waited too long/);
    expect(String(await slow)).toMatch(/took too long/);
    // the slot stays taken until the slow render really ends, then frees
    expect(queue.running).toBe(1);
    await later(80, null);
    expect(queue.running).toBe(0);
    expect(await queue.run(() => later(1, "next"))).toBe("next");
  });

  it("frees the slot when a render fails", async () => {
    const queue = new RenderQueue(1, 0, 1_000);
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(() => later(1, "ok"))).toBe("ok");
  });
});
