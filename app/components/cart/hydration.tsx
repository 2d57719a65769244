import { useHydrated } from "~/hooks/useHydrated";

/** `_js=1` in a form once scripts run, so the action answers data instead of a redirect. */
export function JsFlag() {
  return useHydrated() ? <input type="hidden" name="_js" value="1" /> : null;
}
