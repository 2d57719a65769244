/**
 * The server's useTranslation (ADR 0036): one shared answer per language and namespace, and two
 * renders in az and ru at the same time each in their own language.
 */
import { PassThrough } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { Lang } from "./i18n.ts";
import { useTranslation } from "./translation.ts";
import { instanceOf } from "~/middleware/i18next";

const answers: unknown[] = [];

function Home() {
  const answer = useTranslation();
  answers.push(answer);
  return <b>{answer.t("home")}</b>;
}

function Later({ wait }: { wait: Promise<void> }) {
  use(wait);
  const { t, i18n } = useTranslation("cart");
  return (
    <i>
      {i18n.language}:{t("title")}
    </i>
  );
}

function render(lang: Lang, wait: Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = "";
    out.on("data", (chunk: Buffer) => (html += chunk.toString()));
    out.on("end", () => resolve(html));
    const { pipe } = renderToPipeableStream(
      <I18nextProvider i18n={instanceOf(lang)}>
        <Home />
        <Suspense fallback="…">
          <Later wait={wait} />
        </Suspense>
        <Home />
      </I18nextProvider>,
      { onAllReady: () => pipe(out), onError: reject },
    );
  });
}

const text = (lang: Lang, ns: string, key: string) => instanceOf(lang).getFixedT(lang, ns)(key);

describe("useTranslation on the server", () => {
  it("renders az and ru side by side, each in its own language", async () => {
    let az!: () => void, ru!: () => void;
    const azWait = new Promise<void>((r) => (az = r));
    const ruWait = new Promise<void>((r) => (ru = r));
    const pages = Promise.all([render("az", azWait), render("ru", ruWait)]);
    ru();
    await new Promise((r) => setTimeout(r, 5));
    az();
    const [azHtml, ruHtml] = await pages;
    expect(text("az", "cart", "title")).not.toBe(text("ru", "cart", "title"));
    expect(azHtml).toContain(`<b>${text("az", "common", "home")}</b>`);
    expect(azHtml).toContain(`<i>az<!-- -->:<!-- -->${text("az", "cart", "title")}</i>`);
    expect(ruHtml).toContain(`<b>${text("ru", "common", "home")}</b>`);
    expect(ruHtml).toContain(`<i>ru<!-- -->:<!-- -->${text("ru", "cart", "title")}</i>`);
    expect(ruHtml).not.toContain(text("az", "common", "home"));
  });

  it("gives every component of a language and namespace the same answer", async () => {
    answers.length = 0;
    await render("az", Promise.resolve());
    await render("az", Promise.resolve());
    await render("ru", Promise.resolve());
    expect(answers).toHaveLength(6);
    expect(new Set(answers.slice(0, 4)).size).toBe(1);
    expect(answers[4]).toBe(answers[5]);
    expect(answers[4]).not.toBe(answers[0]);
  });
});
