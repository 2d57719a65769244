import { createCookie } from "react-router";
import { createCsrfTokenMiddleware } from "remix-utils/middleware/csrf-token";
import { appConfig } from "./config.ts";

const config = appConfig();

const csrfCookie = createCookie(`${config.COOKIE_PREFIX}csrf`, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.NODE_ENV === "production" && config.SITE_URL.startsWith("https:"),
  secrets: [config.SESSION_SECRET],
});

/** Every POST to a page or action route must carry the `csrf` form field matching the cookie. */
export const [csrfMiddleware, getCsrfToken] = createCsrfTokenMiddleware({
  cookie: csrfCookie,
  formDataKey: "csrf",
  secret: config.SESSION_SECRET,
  onInvalidToken() {
    return new Response("Your session has expired. Go back, reload the page and try again.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  },
});
