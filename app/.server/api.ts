import type { AnswerOf, CallOf, CallPath, Envelope, RequestOf } from "../../backend/contract/index.ts";
import { englishOf } from "../../backend/contract/errors.ts";
import { CACHE_TAGS_HEADER, parseTagsHeader } from "../../backend/contract/cache-tags.ts";
import type { Lang } from "~/lib/i18n";
import { clearCookie, cookieName, readCookies, setCookie } from "./cookies.ts";
import { logger } from "./log.ts";
import { upstream } from "./upstream.ts";

/** The answer shape of every commerce API call (one definition, in the contract). */
export type { Envelope };

/**
 * The arguments of a call to `path`: its payload as the call map types it (optional when the
 * call takes none), then the options. `lang` is added by the client.
 */
export type CallArgs<P extends CallPath> = Record<string, never> extends RequestOf<CallOf<P>>
  ? [payload?: RequestOf<CallOf<P>>, opts?: CallOptions]
  : [payload: RequestOf<CallOf<P>>, opts?: CallOptions];

/** The answer envelope of a call to `path`, `data` typed by the call map. */
export type CallAnswer<P extends CallPath> = Envelope<AnswerOf<CallOf<P>>>;

export interface CallOptions {
  method?: "GET" | "POST";
  /** do not try a token refresh on `expired` (used by the refresh call itself) */
  noRefresh?: boolean;
  /** send without the bearer token */
  anonymous?: boolean;
  /** the payload's language when it is not the request's (e.g. an unprefixed action answering a page in another language) */
  lang?: Lang;
  /** send these fields as multipart/form-data (a file upload) instead of JSON; `lang` is added */
  form?: FormData;
}

/**
 * One request's view of the commerce API: adds `lang` to every payload and the bearer
 * token from the httpOnly cookie, refreshes an expired token once and retries, and
 * collects the Set-Cookie headers the response must carry. Answers go to the loaders and
 * actions as the API gave them (a failure's `code`, `codes` and `params` included); the
 * client's own failures carry codes too: `api.unreachable` (no answer), `api.badAnswer`
 * (not JSON), `auth.refreshRefused` (an expired session that could not be renewed).
 */
export class ApiClient {
  readonly setCookies: string[] = [];
  /**
   * How the calls of this request failed on the service's side: `unavailable` when the API
   * could not be reached or said its database is away (503), `failed` for any other 5xx or an
   * answer that was not JSON. apiMiddleware (context.ts) answers such a page 503 or uncached.
   */
  serviceFault: "unavailable" | "failed" | undefined;
  /**
   * What the answers of this request showed (their `x-cache-tags`; `any` for a call that
   * declares none): apiMiddleware passes them to the page cache with the page.
   */
  readonly cacheTags = new Set<string>();
  private access: string | undefined;
  private refresh: string | undefined;

  constructor(
    readonly request: Request,
    readonly lang: Lang,
  ) {
    const cookies = readCookies(request);
    this.access = cookies[cookieName("access")];
    this.refresh = cookies[cookieName("refresh")];
  }

  get signedIn(): boolean {
    return Boolean(this.access || this.refresh);
  }

  /** Stores a fresh pair of tokens in httpOnly cookies. */
  setTokens(tokens: { accessToken: string; refreshToken: string; refreshTtl?: number }): void {
    this.access = tokens.accessToken;
    this.refresh = tokens.refreshToken;
    const maxAge = tokens.refreshTtl ?? 60 * 60 * 24 * 30;
    this.setCookies.push(setCookie(this.request, cookieName("access"), tokens.accessToken, { httpOnly: true, maxAge }));
    this.setCookies.push(setCookie(this.request, cookieName("refresh"), tokens.refreshToken, { httpOnly: true, maxAge }));
  }

  clearTokens(): void {
    this.access = undefined;
    this.refresh = undefined;
    this.setCookies.push(clearCookie(this.request, cookieName("access")));
    this.setCookies.push(clearCookie(this.request, cookieName("refresh")));
  }

  get refreshToken(): string | undefined {
    return this.refresh;
  }

  /** A call of the call map (backend/contract/calls.ts): a path it does not know, or a wrong payload, does not compile. */
  async call<P extends CallPath>(path: P, ...args: CallArgs<P>): Promise<CallAnswer<P>> {
    type T = AnswerOf<CallOf<P>>;
    const payload = (args[0] ?? {}) as Record<string, unknown>;
    const opts: CallOptions = args[1] ?? {};
    const sentWith = this.access;
    const first = await this.send<T>(path, payload, opts);
    if (!first.expired || opts.noRefresh) return first;
    // parallel loaders of one request share one refresh (a second use of the rotated token would
    // look like a replay and end the session); a call that raced a finished refresh just retries
    const renewed = this.access !== sentWith && Boolean(this.access);
    if (!renewed && !(await (this.refreshing ??= this.tryRefresh()))) {
      return { ok: false, error: englishOf("auth.refreshRefused"), code: "auth.refreshRefused", expired: true };
    }
    return this.send<T>(path, payload, opts);
  }

  private refreshing: Promise<boolean> | undefined;

  /** A multipart call (the photo upload): the form's fields and files go as they are, with `lang`. */
  upload<P extends CallPath>(path: P, form: FormData): Promise<CallAnswer<P>> {
    // (typed loosely here: spreading CallArgs<P> over the whole call map is too deep for the compiler)
    const call = this.call.bind(this) as unknown as (path: CallPath, payload: Record<string, unknown>, opts: CallOptions) => Promise<CallAnswer<P>>;
    return call(path, {}, { form });
  }

  /**
   * A GET whose answer is not JSON (a CSV export), passed through as the upstream's Response
   * so its body streams. The caller makes a JSON call first (which refreshes an expired token).
   */
  async raw(path: string, query: Record<string, string>): Promise<Response> {
    const { fetch, base } = upstream();
    const url = new URL(`${base}/api/${path.replace(/^\//, "")}`);
    for (const [key, value] of Object.entries({ ...query, lang: this.lang })) url.searchParams.set(key, value);
    const headers = new Headers();
    const requestId = this.request.headers.get("x-request-id");
    if (requestId) headers.set("x-request-id", requestId);
    const forwarded = this.request.headers.get("x-forwarded-for");
    if (forwarded) headers.set("x-forwarded-for", forwarded);
    if (this.access) headers.set("authorization", `Bearer ${this.access}`);
    return fetch(new Request(url, { method: "GET", headers }));
  }

  private async tryRefresh(): Promise<boolean> {
    if (!this.refresh) {
      this.clearTokens();
      return false;
    }
    const answer = await this.send<AnswerOf<"auth/refresh">>(
      "auth/refresh",
      { refreshToken: this.refresh },
      { anonymous: true, noRefresh: true },
    );
    if (answer.ok && answer.data) {
      this.setTokens(answer.data);
      return true;
    }
    this.clearTokens();
    return false;
  }

  private async send<T>(path: CallPath, payload: Record<string, unknown>, opts: CallOptions): Promise<Envelope<T>> {
    const { fetch, base } = upstream();
    const method = opts.method ?? "POST";
    const body = { ...payload, lang: opts.lang ?? this.lang };
    const url = new URL(`${base}/api/${path.replace(/^\//, "")}`);
    const headers = new Headers({ accept: "application/json" });
    const requestId = this.request.headers.get("x-request-id");
    if (requestId) headers.set("x-request-id", requestId);
    const forwarded = this.request.headers.get("x-forwarded-for");
    if (forwarded) headers.set("x-forwarded-for", forwarded);
    const agent = this.request.headers.get("user-agent");
    if (agent) headers.set("user-agent", agent);
    if (this.access && !opts.anonymous) headers.set("authorization", `Bearer ${this.access}`);
    let init: RequestInit;
    if (method === "GET") {
      for (const [key, value] of Object.entries(body)) {
        if (value === undefined || value === null) continue;
        if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
        else url.searchParams.set(key, String(value));
      }
      init = { method, headers };
    } else if (opts.form) {
      // fetch writes the multipart boundary into the content type itself
      const form = new FormData();
      for (const [key, value] of opts.form) if (key !== "lang") form.append(key, value);
      form.set("lang", body.lang);
      init = { method, headers, body: form };
    } else {
      headers.set("content-type", "application/json");
      init = { method, headers, body: JSON.stringify(body) };
    }
    try {
      const response = await fetch(new Request(url, init));
      for (const tag of parseTagsHeader(response.headers.get(CACHE_TAGS_HEADER))) this.cacheTags.add(tag);
      if (response.status === 503) this.serviceFault = "unavailable";
      else if (response.status >= 500) this.serviceFault ??= "failed";
      const text = await response.text();
      try {
        return JSON.parse(text) as Envelope<T>;
      } catch {
        logger.error({ path, status: response.status }, "upstream answered with something other than JSON");
        this.serviceFault ??= "failed";
        return { ok: false, error: englishOf("api.badAnswer"), code: "api.badAnswer" };
      }
    } catch (err) {
      logger.error({ err, path }, "upstream call failed");
      this.serviceFault = "unavailable";
      return { ok: false, error: englishOf("api.unreachable"), code: "api.unreachable" };
    }
  }
}

export * from "./api/index.ts";
