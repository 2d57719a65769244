/**
 * The JavaScript half of a `<details>` disclosure (drop-downs, the side drawer): the element
 * opens and closes by itself without JavaScript; once hydrated this hook also closes it
 *   - after a navigation (path or query changes),
 *   - on Escape, with focus back on its summary: a key pressed inside it (`escape: "inside"`,
 *     the default) or anywhere in the page (`escape: "anywhere"`, for a drawer that covers it),
 *   - on a press outside it (`outsidePress`),
 *   - when one of its items (a link or button outside the summary) is chosen (`closeOnChoose`):
 *     a link that opens a popup opens no page, so no navigation would close it; focus goes to
 *     the summary, where the popup returns it when it closes.
 */
import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

export interface DisclosureOptions {
  escape?: "inside" | "anywhere";
  outsidePress?: boolean;
  closeOnChoose?: boolean;
}

const summaryOf = (details: HTMLDetailsElement) => details.querySelector<HTMLElement>(":scope > summary");

export function useDisclosure(ref: RefObject<HTMLDetailsElement | null>, { escape = "inside", outsidePress = false, closeOnChoose = false }: DisclosureOptions = {}) {
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [ref, location.pathname, location.search]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        summaryOf(details)?.focus();
      }
    };
    const onDown = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onChoose = (event: MouseEvent) => {
      const item = (event.target as Element | null)?.closest("a, button");
      if (!details.open || !item || !details.contains(item) || item.closest("summary")) return;
      summaryOf(details)?.focus();
      details.open = false;
    };
    const keyTarget: HTMLElement | Document = escape === "anywhere" ? document : details;
    keyTarget.addEventListener("keydown", onKey as EventListener);
    if (closeOnChoose) details.addEventListener("click", onChoose);
    if (outsidePress) document.addEventListener("mousedown", onDown);
    return () => {
      keyTarget.removeEventListener("keydown", onKey as EventListener);
      details.removeEventListener("click", onChoose);
      document.removeEventListener("mousedown", onDown);
    };
  }, [ref, escape, outsidePress, closeOnChoose]);
}
