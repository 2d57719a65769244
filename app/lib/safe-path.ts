/** never a network address: the base only anchors the candidate */
const BASE = new URL("http://x.invalid");

/**
 * The one check of a redirect target that comes from input (a `redirectTo` field or query
 * parameter, a `back` field, the Referer's path, an API answer's `redirect`, a page's
 * language links): the URL parser resolves the candidate against a fixed base, and only a path
 * of that same origin is kept, as its pathname, search and hash (in the parser's encoding).
 *
 * Null (the caller's fallback) for anything else: another origin (`//evil.example`,
 * `/\evil.example`, `\\evil`, `https://…`), another scheme (`javascript:`), a value that does not
 * start with "/" (`%2F%2Fevil`, `cart`), control characters anywhere (the parser would drop
 * tabs and newlines and read what is left), and a path that would itself read as a host once
 * sent back: one that resolves to `//…` (`/.//evil.example`, `/a/..//evil`) or decodes to `//…`
 * or `/\…` (`/%2F%2Fevil`).
 *
 * Input longer than `maxLength` characters is null too.
 */
export function safePath(value: unknown, maxLength = 2000): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > maxLength) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE.origin) return null;
  const path = url.pathname;
  if (path.startsWith("//")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (/^\/[/\\]/.test(decoded)) return null;
  return `${path}${url.search}${url.hash}`;
}

/** The path (pathname and search) of the request's Referer when it is a page of the same origin; null otherwise. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? safePath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}
