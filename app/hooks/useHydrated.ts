import { useEffect, useState } from "react";

/**
 * False in the server HTML and in the first browser render, true once React runs in the
 * browser: what a component shows only with JavaScript (or instead of its no-JS form) waits for it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
