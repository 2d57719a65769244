/**
 * Transient messages (toasts): a message appears 100 ms after it is raised and stays
 * visible for 3 s; a long one (over LONG_TOAST_CHARS characters, such as the note after
 * sign-in on what the stock changed in the cart) stays 10 s, so it can be read. The timing lives in CSS (`.toast` in app.css), so a message rendered by
 * the server after a no-JS form post (flash cookie or `?toast=`) also appears and fades
 * without JavaScript; with JavaScript the element is removed once it has faded.
 *
 * Raise one from React with `useToast()("success", text)`, or from anywhere in the
 * browser with `showToast("error", text)`.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { AlertIcon, CheckIcon, InfoIcon } from "~/components/layout/icons";
import type { MessageType } from "~/lib/messages";

export type ToastType = MessageType;

export interface ToastMessage {
  /** unique per raised message: the same text raised twice shows twice */
  id: string;
  type: ToastType;
  message: string;
}

export const TOAST_DELAY_MS = 100;
export const TOAST_VISIBLE_MS = 3000;
export const LONG_TOAST_VISIBLE_MS = 10_000;
export const LONG_TOAST_CHARS = 80;
const isLong = (message: string) => message.length > LONG_TOAST_CHARS;
const TOAST_EVENT = "shop:toast";

type Show = (type: ToastType, message: string) => void;

const ToastContext = createContext<Show>(() => {});

let counter = 0;
function nextId(): string {
  counter += 1;
  return `t${Date.now().toString(36)}${counter}`;
}

/** Raises a toast from code outside React (analytics, fetch helpers…). */
export function showToast(type: ToastType, message: string): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { type, message } }));
}

export function useToast(): Show {
  return useContext(ToastContext);
}

/**
 * Holds the visible messages. `incoming` is the message the server rendered with this
 * page (from the flash cookie or `?toast=`); a new one (new id) after a navigation is
 * shown too.
 */
export function ToastProvider({ incoming, children }: { incoming?: ToastMessage | null; children: ReactNode }) {
  const [items, setItems] = useState<ToastMessage[]>(() => (incoming ? [incoming] : []));
  const seen = useRef(new Set<string>(incoming ? [incoming.id] : []));
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const remove = useCallback((id: string) => {
    setItems((list) => list.filter((item) => item.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const schedule = useCallback(
    (id: string, message: string) => {
      if (timers.current.has(id)) return;
      // gone from the DOM a little after the CSS fade ends
      timers.current.set(
        id,
        setTimeout(() => remove(id), TOAST_DELAY_MS + (isLong(message) ? LONG_TOAST_VISIBLE_MS : TOAST_VISIBLE_MS) + 400),
      );
    },
    [remove],
  );

  const show = useCallback<Show>(
    (type, message) => {
      if (!message) return;
      const id = nextId();
      seen.current.add(id);
      setItems((list) => [...list.slice(-2), { id, type, message }]);
      schedule(id, message);
    },
    [schedule],
  );

  // the server-rendered message, and any new one a later navigation brings
  useEffect(() => {
    if (!incoming) return;
    if (!seen.current.has(incoming.id)) {
      seen.current.add(incoming.id);
      setItems((list) => [...list.slice(-2), incoming]);
    }
    schedule(incoming.id, incoming.message);
  }, [incoming, schedule]);

  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<{ type?: ToastType; message?: string }>).detail;
      if (detail?.message) show(detail.type ?? "info", detail.message);
    };
    window.addEventListener(TOAST_EVENT, onEvent);
    const pending = timers.current;
    return () => {
      window.removeEventListener(TOAST_EVENT, onEvent);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [show]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion items={items} onDismiss={remove} />
    </ToastContext.Provider>
  );
}

/** The icon of each kind of message, shared by toasts and the forms' alerts. */
export const MESSAGE_ICONS = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const satisfies Record<MessageType, unknown>;
const TONE = {
  success: "text-emerald-700",
  error: "text-sale",
  info: "text-brand",
} as const;

function ToastRegion({ items, onDismiss }: { items: ToastMessage[]; onDismiss: (id: string) => void }) {
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="false" data-testid="toasts">
      {items.map((item) => {
        const Icon = MESSAGE_ICONS[item.type];
        return (
          <div
            key={item.id}
            className="toast"
            data-type={item.type}
            data-testid="toast"
            data-long={isLong(item.message) ? "true" : undefined}
            onClick={() => onDismiss(item.id)}
          >
            <Icon size={20} className={`shrink-0 ${TONE[item.type]}`} />
            <p className="min-w-0 flex-1 text-sm leading-5 text-ink">{item.message}</p>
          </div>
        );
      })}
    </div>
  );
}
