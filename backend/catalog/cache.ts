import type { SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * Keeps the answers of SLOW statements (by default 50 ms or more: facet counts over tens of
 * thousands of products, e.g. the unfiltered Shop All page) for a short time, keyed by the
 * exact statement text and parameters. Fast statements are never kept, so small result sets
 * are always fresh; a kept answer is at most `ttlMs` old. Concurrent misses of the same key
 * share one computation.
 */
export class SlowStatementCache {
  private readonly entries = new Map<string, { at: number; value: unknown }>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    readonly opts: { ttlMs?: number; slowMs?: number; max?: number; now?: () => number } = {},
  ) {}

  private get ttl() {
    return this.opts.ttlMs ?? 30_000;
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  get size(): number {
    return this.entries.size;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttl) return hit.value as T;
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const started = this.now();
    const promise = compute().then((value) => {
      if (this.now() - started >= (this.opts.slowMs ?? 50)) this.store(key, value);
      return value;
    });
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(key);
    }
  }

  private store(key: string, value: unknown) {
    const max = this.opts.max ?? 200;
    while (this.entries.size >= max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { at: this.now(), value });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The statement's text and parameters as one key. */
export function statementKey(database: Database, statement: SQL): string {
  const dialect = (database.db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect;
  const q = dialect.sqlToQuery(statement);
  return `${q.sql}\u0000${JSON.stringify(q.params)}`;
}
