import { useEffect, useState } from "react";

/** True once React has hydrated (false on the server and without JavaScript). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** `_js=1` in a form once scripts run, so the action answers data instead of a redirect. */
export function JsFlag() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}
