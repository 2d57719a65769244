/**
 * The public change feed: every committed change to a table that public pages show arrives
 * here as a notice on NOTIFY bazaar_public_change (statement-level triggers, migrations 0004
 * and 0012). On PostgreSQL every process listening on the database hears every other
 * process's changes; embedded PGlite has one process, which hears its own.
 *
 * A notice is either a table's name (anything of that table may have changed: `all`) or
 * `products list <ids> c <category ids>` / `products detail <ids>` from the product tables,
 * which name the products touched and the categories they are or were in (see backend/contract/cache-tags.ts for what each drops).
 *
 * Subscribers (the page cache, the API read cache) drop what the change touches. Notices that
 * arrive in a burst (a seed, an operator's bulk edit) are passed on at most once per
 * `settleMs`, the first at once, merged into one change.
 */
import { EVERYTHING, LIST_TAG, categoryTag, detailTag, mergeChanges, productTag, type PublicChange } from "../contract/cache-tags.ts";
import type { Database } from "./client.ts";

export const PUBLIC_CHANGE_CHANNEL = "bazaar_public_change";

export type { PublicChange };

/** `notices`: the raw notices of the burst, for logs and tests. */
export type ChangeListener = (change: PublicChange, notices: ReadonlySet<string>) => void;

export interface ChangeFeed {
  /** calls `listener` after changes; returns the unsubscribe call */
  subscribe(listener: ChangeListener): () => void;
  /** tells the subscribers now (a notice as the triggers send it, e.g. a table's name) */
  emit(notice: string): void;
  close(): Promise<void>;
}

const PRODUCT_NOTICE = /^products (list|detail) (\d+(?:,\d+)*)(?: c (\d+(?:,\d+)*))?$/;

/** What a notice says changed. */
export function changeOfNotice(notice: string): PublicChange {
  const match = PRODUCT_NOTICE.exec(notice);
  if (!match) return EVERYTHING;
  const tags = new Set<string>();
  const broad = match[1] === "list";
  if (broad) tags.add(LIST_TAG);
  for (const id of match[2]!.split(",")) {
    tags.add(detailTag(Number(id)));
    if (broad) tags.add(productTag(Number(id)));
  }
  if (broad && match[3]) for (const id of match[3].split(",")) tags.add(categoryTag(Number(id)));
  return { all: false, tags };
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
    const notices = queued;
    queued = new Set();
    const change = mergeChanges([...notices].map(changeOfNotice));
    for (const listener of listeners) {
      try {
        listener(change, notices);
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
    emit(notice) {
      queued.add(notice);
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
