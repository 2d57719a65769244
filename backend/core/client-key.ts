/**
 * The key every per-address limit counts a client under (request budgets, SMS, code checks,
 * login, sign-up, reminders, reviews, stock holds):
 * - IPv4: the address itself;
 * - IPv6: the /64 it belongs to (one subscriber line or host gets a whole /64, so its
 *   addresses share one budget instead of each being a client of its own);
 * - an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, also written `::ffff:102:304`) is the IPv4
 *   client.
 * Node's net module parses and normalises the address (SocketAddress: lower case, compressed
 * form; a zone id such as `%eth0` is dropped, brackets around the address too). Text that is
 * not an IP address (an in-process caller's made-up header) keys as itself, at most 64
 * characters. Null when there is no address: per-address limits are then skipped.
 */
import { BlockList, SocketAddress, isIPv4, isIPv6 } from "node:net";

const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

/** The first four 16-bit groups of a normalised IPv6 address, as Node writes that /64's first address. */
function prefix64(address: string): string {
  const [head = "", tail = ""] = address.split("::");
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const front = groups(head);
  const back = groups(tail);
  const all = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return new SocketAddress({ address: `${all.slice(0, 4).join(":")}::`, family: "ipv6" }).address;
}

export function clientKey(address: string | null | undefined): string | null {
  if (typeof address !== "string") return null;
  let text = address.trim();
  if (!text) return null;
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  const bare = zone >= 0 ? text.slice(0, zone) : text;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address.trim().slice(0, 64);
  const normal = new SocketAddress({ address: bare, family: "ipv6" }).address;
  if (IPV4_MAPPED.check(normal, "ipv6")) {
    const v4 = normal.slice(normal.lastIndexOf(":") + 1);
    if (isIPv4(v4)) return v4;
  }
  return `${prefix64(normal)}/64`;
}
