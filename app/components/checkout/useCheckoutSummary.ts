/**
 * The checkout's summary with JavaScript: asked again from /checkout/summary (POST, debounced
 * 250 ms) whenever a choice it depends on changes; until then, and when a request fails, the
 * summary the server rendered (or the last one fetched) stays. An answer with `redirect` (the
 * cart became empty) navigates there.
 *
 * A plain fetch POST, not a router fetcher: its action would make the router revalidate the page.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CheckoutSummary, CreditCard, DeliveryType, PaymentType } from "../../../backend/checkout/contract";
import type { Lang } from "~/lib/i18n";

type SummaryAnswer = { summary?: CheckoutSummary; redirect?: string; error?: string };

/** The choices the summary depends on. */
export interface SummaryChoices {
  lang: Lang;
  delivery: DeliveryType;
  payment: PaymentType | "";
  city: string;
  district: string;
  place: string;
  myAddress: string;
  mobile: string;
  card: CreditCard | "";
  month: string;
  gift: boolean;
  /** the saved address is used */
  mine: boolean;
  /** the customer has saved addresses */
  saved: boolean;
}

export function useCheckoutSummary(choices: SummaryChoices, serverSummary: CheckoutSummary | null): { summary: CheckoutSummary | null; pending: boolean } {
  const navigate = useNavigate();
  const { lang, delivery, payment, city, district, place, myAddress, mobile, card, month, gift, mine, saved } = choices;
  const query = useMemo(() => {
    const q = new URLSearchParams({ lang, delivery, payment, city, district, place, myAddress, mobile, creditCard: card, creditMonth: month });
    if (gift) q.set("gift", "1");
    if (mine) q.set("isMyAddress", "1");
    if (saved) q.set("saved", "1");
    return q.toString();
  }, [lang, delivery, payment, city, district, place, myAddress, mobile, card, month, gift, mine, saved]);
  const firstQuery = useRef(query);
  const [fetched, setFetched] = useState<CheckoutSummary | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (query === firstQuery.current) return;
    setPending(true);
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const body = new URLSearchParams(query);
        const response = await fetch("/checkout/summary", { method: "POST", body, signal: controller.signal, headers: { accept: "application/json" } });
        const answer = (await response.json()) as SummaryAnswer;
        if (answer.redirect) navigate(answer.redirect, { replace: true });
        else if (answer.summary) setFetched(answer.summary);
      } catch {
        // aborted by a newer choice, or offline: the last summary stays (the server checks again on submit)
      } finally {
        if (!controller.signal.aborted) setPending(false);
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, navigate]);
  return { summary: fetched ?? serverSummary, pending };
}
