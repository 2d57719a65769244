/**
 * Security headers of every answer, set with helmet (ADR 0015):
 * - Content-Security-Policy with a per-request nonce (app/.server/csp.ts) for the inline scripts
 *   React Router renders; no 'unsafe-inline' for scripts; frame-ancestors 'none';
 * - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin,
 *   X-Frame-Options: DENY, Permissions-Policy (powerful features the shop never uses are off);
 * - Strict-Transport-Security and upgrade-insecure-requests only on requests served over HTTPS
 *   (`req.secure`, which follows X-Forwarded-Proto from trusted proxies only);
 * - form-action 'self' plus the payment step's origins (`paymentFormOrigins`): a form in a
 *   page can post nowhere else, so markup that slipped into editor html cannot send a shopper's
 *   password off-site (ADR 0041).
 */
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { newNonce } from "../app/.server/csp.ts";

export interface SecurityHeadersOptions {
  /** GTM_ID / PIXEL_ID set: their script, image and connect hosts are allowed */
  tagManager?: boolean;
  pixel?: boolean;
  /** development: the policy is only reported (Vite's hot reload injects its own scripts) */
  reportOnly?: boolean;
  /** origins besides the shop's own that a form may post to (the bank's payment page) */
  formAction?: string[];
}

/**
 * The origins the payment step's form reaches: the shop's public origin (the test gateway, and
 * the bank's return to the shop), the bank's form target (AZERICARD_URL), the redirect
 * provider, and any further origins named in PAYMENT_FORM_ORIGINS. Chromium applies
 * form-action to every redirect that follows a form's post too, so a bank whose answer
 * redirects through other hosts (3-D Secure) needs those hosts named there.
 */
export function paymentFormOrigins(urls: { siteUrl: string; azericardUrl?: string; redirectProviderUrl?: string; extra?: readonly string[] }): string[] {
  const origins = new Set<string>();
  for (const url of [urls.siteUrl, urls.azericardUrl, urls.redirectProviderUrl, ...(urls.extra ?? [])]) {
    if (!url) continue;
    const origin = new URL(url).origin;
    if (origin !== "null") origins.add(origin);
  }
  return [...origins];
}

/** Features no page of the shop uses; the YouTube embed keeps its own (autoplay, fullscreen, …). */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), display-capture=(), browsing-topics=()";

/** Embeds the shop shows on request: branch maps (Google) and article videos (youtube-nocookie). */
const FRAMES = ["https://www.google.com", "https://maps.google.com", "https://www.google.az", "https://www.youtube-nocookie.com"];

export function cspDirectives(options: SecurityHeadersOptions, secure: boolean) {
  const scripts: string[] = [];
  const images: string[] = [];
  const connect: string[] = [];
  const frames = [...FRAMES];
  if (options.tagManager) {
    scripts.push("https://www.googletagmanager.com");
    images.push("https://www.googletagmanager.com", "https://www.google-analytics.com");
    connect.push("https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com");
    frames.push("https://www.googletagmanager.com");
  }
  if (options.pixel) {
    scripts.push("https://connect.facebook.net");
    images.push("https://www.facebook.com");
    connect.push("https://www.facebook.com", "https://connect.facebook.net");
  }
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`, ...scripts],
    scriptSrcAttr: ["'none'"],
    // React sets style attributes (colour swatches, rating widths, the zoom viewer)
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...images],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...connect],
    frameSrc: frames,
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    // the shop's own pages and the payment step's origins: no other form target
    formAction: ["'self'", ...(options.formAction ?? [])],
    upgradeInsecureRequests: secure ? [] : null,
  };
}

/**
 * The Content-Security-Policy value for a given nonce, as helmet writes it. The page cache
 * (server.ts) renders each entry with a nonce of its own and stores this header with the page,
 * so a cached page is served with the nonce that is in its HTML (see ADR 0015).
 */
export function cspHeaderFor(nonce: string, secure: boolean, options: SecurityHeadersOptions = {}): { name: string; value: string } {
  const csp = helmet.contentSecurityPolicy({ useDefaults: false, reportOnly: Boolean(options.reportOnly), directives: cspDirectives(options, secure) });
  let header = { name: "Content-Security-Policy", value: "" };
  const res = { locals: { cspNonce: nonce }, setHeader: (name: string, value: string) => void (header = { name, value }) };
  csp({} as never, res as never, () => {});
  return header;
}

export function securityHeaders(options: SecurityHeadersOptions = {}): RequestHandler {
  const make = (secure: boolean) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, reportOnly: Boolean(options.reportOnly), directives: cspDirectives(options, secure) },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
      strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // product images may be shown by other sites and mail clients
      crossOriginResourcePolicy: { policy: "cross-origin" },
    });
  const overHttps = make(true);
  const overHttp = make(false);
  return (req, res, next) => {
    res.locals.cspNonce = newNonce();
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    (req.secure ? overHttps : overHttp)(req, res, next);
  };
}
