/**
 * Push notification opt-in (footer). Shown only with JavaScript, when the browser supports
 * push, a VAPID public key is configured and the visitor has not refused notifications.
 * Nothing is subscribed without permission: the button asks for it, then registers
 * /sw.js, subscribes and sends the subscription to POST /push. Errors are only logged.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { BellIcon, CheckIcon } from "./icons";

type Status = "hidden" | "ready" | "working" | "subscribed";

/** The VAPID key as the Uint8Array pushManager.subscribe expects. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${"=".repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export async function sendSubscription(subscription: PushSubscription): Promise<boolean> {
  const response = await fetch("/push", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subscription: subscription.toJSON() }),
  });
  return response.ok;
}

function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

export function PushOptIn({ vapidPublicKey }: { vapidPublicKey: string | null }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>("hidden");

  useEffect(() => {
    if (!vapidPublicKey || !supported() || Notification.permission === "denied") return;
    let cancelled = false;
    (async () => {
      try {
        if (Notification.permission === "granted") {
          // keep an earlier subscription registered with the shop
          const registration = await navigator.serviceWorker.register("/sw.js");
          const existing = await registration.pushManager.getSubscription();
          if (existing) {
            await sendSubscription(existing);
            if (!cancelled) setStatus("subscribed");
            return;
          }
        }
        if (!cancelled) setStatus("ready");
      } catch (err) {
        console.warn("push: could not check the subscription", err);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [vapidPublicKey]);

  if (status === "hidden" || !vapidPublicKey) return null;
  if (status === "subscribed") {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-white/80" data-testid="push-subscribed">
        <CheckIcon size={18} />
        {t("push.subscribed")}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md border border-white/40 px-4 text-sm font-medium transition hover:bg-white/10 disabled:opacity-60"
      disabled={status === "working"}
      data-testid="push-opt-in"
      onClick={async () => {
        setStatus("working");
        try {
          const permission = await Notification.requestPermission();
          if (permission !== "granted") {
            setStatus("hidden");
            return;
          }
          const registration = await navigator.serviceWorker.register("/sw.js");
          await navigator.serviceWorker.ready;
          const subscription =
            (await registration.pushManager.getSubscription()) ??
            (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(vapidPublicKey) }));
          const stored = await sendSubscription(subscription);
          setStatus(stored ? "subscribed" : "ready");
        } catch (err) {
          console.warn("push: subscription failed", err);
          setStatus("ready");
        }
      }}
    >
      <BellIcon size={18} />
      {t("push.optIn")}
    </button>
  );
}
