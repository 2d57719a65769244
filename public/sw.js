/*
 * Service worker of the shop: shows push notifications (vibrate pattern and a 'View'
 * action) and opens the notification's link when it or 'View' is clicked.
 * A push payload is JSON: {title, body, url, image, icon, id}.
 */
const VIBRATE = [200, 100, 200];

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const title = payload.title || "Bazaar";
  const options = {
    body: payload.body || "",
    icon: payload.icon || "/favicon.svg",
    badge: "/favicon.svg",
    image: payload.image || undefined,
    vibrate: VIBRATE,
    data: { url: payload.url || "/", id: payload.id || null },
    actions: [{ action: "view", title: payload.viewLabel || "View" }],
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  if (event.action && event.action !== "view") return;
  const data = event.notification.data || {};
  const target = new URL(data.url || "/", self.location.origin);
  // only links of this shop are opened
  const url = target.origin === self.location.origin ? target.href : self.location.origin + "/";
  const visited = data.id
    ? fetch("/push", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ visited: data.id }),
      }).catch(() => undefined)
    : Promise.resolve();
  event.waitUntil(
    Promise.all([
      visited,
      self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
        for (const client of windows) {
          if (client.url === url && "focus" in client) return client.focus();
        }
        return self.clients.openWindow(url);
      }),
    ]),
  );
});
