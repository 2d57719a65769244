/**
 * A process-wide count of committed public changes (backend/db/changes.ts, ADR 0023): the
 * server bumps it on each change notice, and the storefront's own small caches (the layout's
 * menus and page paths) compare it with the count they were filled at, so a menu edited in
 * the back office shows on the next request instead of after their TTL. Kept on globalThis
 * under a registered symbol, so server.ts and the React Router build (which may hold their
 * own copies of this module) share one counter.
 */
const KEY = Symbol.for("bazaar.publicChangeGeneration");
type Holder = { [KEY]?: number };

export function publicChangeGeneration(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

export function notePublicChange(): void {
  (globalThis as Holder)[KEY] = publicChangeGeneration() + 1;
}
