/**
 * The back office's push screen (/admin/push): the form's zod schema, shared
 * by the API (backend/admin/push-routes.ts), the page's action and the browser (conform), and
 * the shapes of the answers. Messages are codes of the error catalogue (`field.required`,
 * `adminPush.sitePath`, …): the API answers their text translated, the page shows `errors:<code>`.
 */
import { z } from "zod";
import { errorCode } from "../contract/errors.ts";

/** Who a message goes to: every subscriber, or those of one language. */
export const PUSH_AUDIENCES = ["all", "az", "en", "ru"] as const;
export type PushAudience = (typeof PUSH_AUDIENCES)[number];

/** How long a push service keeps an undelivered message: a day unless asked, at most four weeks (RFC 8030). */
export const PUSH_TTL_DEFAULT = 86_400;
export const PUSH_TTL_MAX = 2_419_200;

/** control characters but tab, line feed and carriage return */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const text = (max: number) =>
  z.preprocess(
    (v) => (first(v) ?? "") as unknown,
    z
      .string({ error: errorCode("field.required") })
      .refine((v) => !CONTROL.test(v), { error: errorCode("adminPeople.controlChars") })
      .transform((v) => v.trim())
      .pipe(z.string().min(1, { error: errorCode("field.required") }).max(max, { error: errorCode("adminPeople.tooLong") })),
  );

export const pushFormSchema = z.object({
  title: text(100),
  body: text(300),
  /** a path of this shop (`/sale`): the service worker opens it on the shop's own origin */
  url: z.preprocess(
    (v) => (first(v) ?? "") as unknown,
    z
      .string({ error: errorCode("field.required") })
      .trim()
      .min(1, { error: errorCode("field.required") })
      .max(500, { error: errorCode("adminPeople.tooLong") })
      .regex(/^\/(?!\/)[^\s\\]*$/, { error: errorCode("adminPush.sitePath") }),
  ),
  /** every subscriber or one language's (not `lang`: every call's payload carries the answer's language under that name) */
  audience: z.preprocess((v) => first(v) ?? "all", z.enum(PUSH_AUDIENCES, { error: errorCode("adminPeople.badChoice") })),
  ttl: z.preprocess(
    (v) => {
      const one = first(v);
      return one === "" || one === null ? undefined : one;
    },
    z.coerce.number({ error: errorCode("adminPush.ttl") }).int({ error: errorCode("adminPush.ttl") }).min(0, { error: errorCode("adminPush.ttl") }).max(PUSH_TTL_MAX, { error: errorCode("adminPush.ttl") }),
  ),
});

/** What the form sends (strings as typed; the schema trims and checks them). */
export interface PushFormPayload {
  title: string;
  body: string;
  url: string;
  audience: PushAudience;
  ttl: number | string;
}

/** admin/push: whether sending is possible and how many subscribers each audience has. */
export interface PushStatus {
  /** false: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set, nothing can be sent */
  enabled: boolean;
  counts: Record<PushAudience, number>;
}

/** admin/push/send: the message is queued as a job, sent by a worker after the answer. */
export interface PushQueued {
  /** the job's id: admin/push/sends/{job} tells how it went */
  job: number;
  /** subscribers the message is meant for */
  total: number;
}

/** admin/push/sends/{job}: where a queued message stands and what happened to it so far. */
export interface PushSendReport {
  job: number;
  /** pending or running: going out; done: all tried; dead: given up (`error` says why) */
  state: "pending" | "running" | "done" | "dead";
  /** subscribers the message was meant for */
  total: number;
  sent: number;
  failed: number;
  /** subscriptions the push service called gone (deleted) */
  removed: number;
  /** the last failed attempt's message */
  error: string | null;
}
