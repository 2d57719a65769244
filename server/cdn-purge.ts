/**
 * Tells a CDN in front of the shop which cached pages a committed change touched (ADR 0049):
 * a POST of `{"all": false, "tags": ["pd:6", "any"]}` (or `{"all": true, "tags": []}`) to
 * CDN_PURGE_URL, the tags as the pages carry them in Cache-Tag and Surrogate-Key. `any` is
 * always added: a page whose reads declared nothing is touched by every change. Changes that
 * arrive while a purge is on its way are sent together after it. A failed purge is tried again
 * twice (after 1 s and 5 s), then logged; the pages it missed expire by their s-maxage.
 */
import { ANY_TAG, mergeChanges, type PublicChange } from "../backend/contract/cache-tags.ts";

export interface PurgeOptions {
  url: string;
  token?: string;
  log: { warn: (obj: object, msg: string) => void };
  fetch?: typeof fetch;
  /** waits between tries (ms) */
  retries?: readonly number[];
  timeoutMs?: number;
}

export function cdnPurger(opts: PurgeOptions): (change: PublicChange) => void {
  const send = opts.fetch ?? fetch;
  const retries = opts.retries ?? [1_000, 5_000];
  let queued: PublicChange[] = [];
  let running = false;

  async function post(change: PublicChange): Promise<void> {
    const body = JSON.stringify({ all: change.all, tags: change.all ? [] : [...change.tags, ANY_TAG] });
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const res = await send(opts.url, { method: "POST", headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000) });
        await res.body?.cancel().catch(() => {});
        if (res.ok) return;
        throw new Error(`CDN purge answered ${res.status}`);
      } catch (err) {
        const wait = retries[attempt];
        if (wait === undefined) {
          opts.log.warn({ err, tags: change.all ? "all" : [...change.tags] }, "CDN purge failed");
          return;
        }
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queued.length) {
        const change = mergeChanges(queued);
        queued = [];
        await post(change);
      }
    } finally {
      running = false;
    }
  }

  return (change) => {
    queued.push(change);
    if (!running) void drain();
  };
}
