/**
 * The operator's push command (`npm run push -- --title … --body … --url /sale [--lang az]`):
 * argument checking and the send, kept apart from scripts/push.ts so tests can run it.
 */
import { parseArgs } from "node:util";
import type { Agent } from "node:https";
import { z } from "zod";
import type { Deps } from "../core/deps.ts";
import { LANGS } from "../core/http.ts";
import { pushEnabled, sendPush, type PushReport } from "./send.ts";

export const PUSH_USAGE = 'usage: npm run push -- --title "Big sale" --body "Up to 70% off" --url /sale [--lang az|en|ru] [--ttl 86400]';

const text = (name: string, max: number) =>
  z
    .string({ error: `--${name} is required` })
    .trim()
    .min(1, `--${name} must not be empty`)
    .max(max, `--${name} must be at most ${max} characters`);

export const pushArgsSchema = z.object({
  title: text("title", 100),
  body: text("body", 300),
  /** a path of this shop: the service worker opens other origins at the home page anyway */
  url: z
    .string({ error: "--url is required" })
    .trim()
    .max(500, "--url must be at most 500 characters")
    .regex(/^\/(?!\/)[^\s\\]*$/, "--url must be a path of the shop starting with / (e.g. /sale)"),
  lang: z.enum(LANGS, { error: `--lang must be one of ${LANGS.join(", ")}` }).optional(),
  /** how long the push service keeps an undelivered message (seconds, up to four weeks) */
  ttl: z.coerce
    .number({ error: "--ttl must be a number of seconds" })
    .int("--ttl must be a whole number of seconds")
    .min(0, "--ttl must be 0 or more")
    .max(2_419_200, "--ttl must be at most 2419200 (four weeks)")
    .default(86_400),
});

export type PushArgs = z.infer<typeof pushArgsSchema>;

/** Reads the command line; answers the arguments or the messages to print. */
export function parsePushArgs(argv: string[]): { ok: true; args: PushArgs } | { ok: false; errors: string[] } {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { title: { type: "string" }, body: { type: "string" }, url: { type: "string" }, lang: { type: "string" }, ttl: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { ok: false, errors: [(err as Error).message] };
  }
  const parsed = pushArgsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: [...new Set(parsed.error.issues.map((i) => i.message))] };
  return { ok: true, args: parsed.data };
}

export const NOT_CONFIGURED =
  "Web Push is not configured: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (a pair comes from `npx web-push generate-vapid-keys`). Nothing was sent.";

/** One line for the operator. */
export function describeReport(report: PushReport, args: Pick<PushArgs, "lang">): string {
  const who = args.lang ? `subscribers in ${args.lang}` : "all subscribers";
  return `Push to ${who}: ${report.sent} sent, ${report.failed} failed, ${report.removed} removed (subscription gone).`;
}

/**
 * Sends the message to the subscribers; refuses (enabled: false) without VAPID keys.
 * `agent` is handed to web-push for the HTTPS requests (a proxy, or a test's loopback).
 */
export async function runPush(deps: Pick<Deps, "database" | "config" | "log">, args: PushArgs, opts: { agent?: Agent } = {}): Promise<PushReport> {
  if (!pushEnabled(deps.config)) return { enabled: false, sent: 0, failed: 0, removed: 0, unreachable: 0, lastId: null };
  return sendPush(deps, { title: args.title, body: args.body, url: args.url }, { lang: args.lang, ttlSeconds: args.ttl, agent: opts.agent });
}
