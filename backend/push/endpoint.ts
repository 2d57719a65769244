/**
 * Push subscription endpoints: only https URLs on public hosts. The server later POSTs to the
 * stored endpoint (npm run push), so an endpoint on localhost, a private or link-local address
 * or an internal name would make the shop send requests into its own network.
 */
import { isIP } from "node:net";

const BLOCKED_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa", ".intranet", ".corp"];

function privateIPv4(ip: string): boolean {
  const [a, b] = ip.split(".").map(Number) as [number, number, number, number];
  return (
    a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19)) || a >= 224
  );
}

function privateIPv6(ip: string): boolean {
  const v = ip.toLowerCase();
  if (v === "::" || v === "::1") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapped) return privateIPv4(mapped[1]!);
  if (v.startsWith("::ffff:")) return true; // hex form of a mapped IPv4 address
  return /^(fc|fd|fe[89ab]|ff)/.test(v); // unique local, link-local, multicast
}

/** Whether a push endpoint may be stored: https, no credentials, a public host name or address. */
export function isPublicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
  if (!host) return false;
  const kind = isIP(host);
  if (kind === 4) return !privateIPv4(host);
  if (kind === 6) return !privateIPv6(host);
  // a bare name (no dot) resolves only inside a network
  if (!host.includes(".") || host === "localhost") return false;
  return !BLOCKED_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
