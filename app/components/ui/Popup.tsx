/**
 * A popup (modal) window with a title and a close link.
 *
 * Works without JavaScript as a `:target` overlay: link to `#<id>` to open it; its close
 * link goes to `closeHref` (default "#"). A route can also render it open (`open`), e.g.
 * from a query parameter, and point `closeHref` at the page without that parameter.
 *
 * With JavaScript: Escape, the backdrop, the close link and any element inside marked
 * `data-popup-close` close it (`onClose` when the
 * parent controls it, else the hash is dropped); focus moves into the window on open and
 * back to where it was on close.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { CloseIcon } from "~/components/layout/icons";

export interface PopupProps {
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** controlled: rendered open (server or parent state); omit for the `:target` mode */
  open?: boolean;
  onClose?: () => void;
  /** where the close link leads without JavaScript */
  closeHref?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
  /** extra classes of the title */
  titleClassName?: string;
  /** selector of the element inside the window that gets focus on open (default: the window) */
  initialFocus?: string;
}

const WIDTH = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" } as const;

function dropHash(id: string) {
  if (window.location.hash !== `#${id}`) return;
  const url = `${window.location.pathname}${window.location.search}`;
  window.history.replaceState(window.history.state, "", url);
}

export function Popup({
  id,
  title,
  children,
  open,
  onClose,
  closeHref = "#",
  size = "md",
  className = "",
  titleClassName = "",
  initialFocus,
}: PopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const controlled = open !== undefined;
  // in :target mode JS tracks the hash so it can close the window without a navigation
  const [hashOpen, setHashOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    if (controlled) return;
    const sync = () => setHashOpen(window.location.hash === `#${id}`);
    sync();
    window.addEventListener("hashchange", sync);
    return () => window.removeEventListener("hashchange", sync);
  }, [controlled, id]);

  const isOpen = controlled ? Boolean(open) : hashOpen;

  const close = useCallback(() => {
    if (controlled) onClose?.();
    else {
      dropHash(id);
      setHashOpen(false);
      onClose?.();
    }
    const target = returnTo.current;
    if (target instanceof HTMLElement) target.focus();
  }, [controlled, id, onClose]);

  const closeRef = useRef(close);
  closeRef.current = close;

  // focus moves in when the window opens (only then, not on every render)
  useEffect(() => {
    if (!isOpen) return;
    returnTo.current = document.activeElement;
    const target = initialFocus ? boxRef.current?.querySelector<HTMLElement>(initialFocus) : null;
    (target ?? boxRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        closeRef.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [isOpen, initialFocus]);

  // Before hydration (and without JS) CSS decides via :target or data-open; after hydration
  // the state decides, so a closed window stays closed while the hash still names it.
  const state = hydrated ? (isOpen ? "open" : "closed") : controlled ? (open ? "open" : "closed") : "target";

  return (
    <div id={id} className={`popup ${className}`} data-state={state} data-testid={`popup-${id}`}>
      <a
        href={closeHref}
        className="popup-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          close();
        }}
      />
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`popup-box ${WIDTH[size]}`}
        onClick={(event) => {
          // any link or button marked data-popup-close inside the window closes it too
          if (!hydrated) return;
          const closer = (event.target as HTMLElement).closest("[data-popup-close]");
          if (closer && event.currentTarget.contains(closer)) {
            event.preventDefault();
            close();
          }
        }}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <h2 id={titleId} className={`text-lg font-semibold leading-7 ${titleClassName}`}>
            {title}
          </h2>
          <a
            href={closeHref}
            className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-soft hover:text-ink"
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              close();
            }}
          >
            <CloseIcon size={20} />
            <span className="sr-only">{t("close")}</span>
          </a>
        </div>
        <div className="px-5 py-5 sm:px-6">{children}</div>
      </div>
    </div>
  );
}
