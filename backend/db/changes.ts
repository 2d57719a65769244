/**
 * The public change feed: every committed change to a table that public pages show arrives
 * here as the table's name (migration 0004: statement-level triggers → NOTIFY
 * bazaar_public_change). On PostgreSQL every process listening on the database hears every
 * other process's changes; embedded PGlite has one process, which hears its own.
 *
 * Subscribers (the page cache, the API read cache) drop what they hold. Notifications that
 * arrive in a burst (a seed, an operator's bulk edit) are passed on at most once per
 * `settleMs`, the first at once.
 */
import type { Database } from "./client.ts";

export const PUBLIC_CHANGE_CHANNEL = "bazaar_public_change";

export type ChangeListener = (tables: ReadonlySet<string>) => void;

export interface ChangeFeed {
  /** calls `listener` after changes; returns the unsubscribe call */
  subscribe(listener: ChangeListener): () => void;
  /** tells the subscribers now (for changes made outside the database's triggers) */
  emit(table: string): void;
  close(): Promise<void>;
}

export function createChangeFeed(opts: { settleMs?: number } = {}): ChangeFeed & { unlisten?: () => Promise<void> } {
  const settleMs = opts.settleMs ?? 50;
  const listeners = new Set<ChangeListener>();
  let queued = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = 0;

  const flush = () => {
    timer = undefined;
    lastFlush = Date.now();
    const tables = queued;
    queued = new Set();
    for (const listener of listeners) {
      try {
        listener(tables);
      } catch {
        // a subscriber's failure must not stop the others
      }
    }
  };

  const feed: ChangeFeed & { unlisten?: () => Promise<void> } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(table) {
      queued.add(table);
      if (timer) return;
      const wait = Math.max(0, lastFlush + settleMs - Date.now());
      if (wait === 0) flush();
      else timer = setTimeout(flush, wait);
    },
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      listeners.clear();
      await feed.unlisten?.().catch(() => {});
    },
  };
  return feed;
}

/** What subscribers are told when notifications may have been missed: anything may have changed. */
export const UNKNOWN_CHANGE = "*";

/**
 * The feed of a database: LISTEN on the public change channel. While the listening connection
 * is lost, a change committed by another process sends a notification nobody hears, so the
 * subscribers are told "anything may have changed" both when the connection is lost (what
 * they hold may already be old) and when it is back (what they filled in the gap may be).
 */
export async function listenPublicChanges(database: Database, opts: { settleMs?: number; onLost?: (err: unknown) => void } = {}): Promise<ChangeFeed> {
  const feed = createChangeFeed(opts);
  feed.unlisten = await database.listen(PUBLIC_CHANGE_CHANNEL, (table) => feed.emit(table || "?"), {
    onLost: (err) => {
      opts.onLost?.(err);
      feed.emit(UNKNOWN_CHANGE);
    },
    onRestored: () => feed.emit(UNKNOWN_CHANGE),
  });
  return feed;
}
