/**
 * Standards, as tests:
 * - the W3C Nu HTML Checker (npm vnu-jar, run once with Java over every page's server-rendered
 *   HTML): 0 errors;
 * - axe-core in Chromium with JavaScript on, at 375 and 1280 px: 0 violations of any impact
 *   (target-size included), and no visible text under 12 px.
 * The pages are in standards-pages.ts. Both run in the `js` project only: the HTML is the
 * server's either way, and axe needs the page's scripts.
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { jsDisabled, open, hideDiscountPopup } from "./helpers.ts";
import { addCartCookie, logIn, standardPages, type StandardPage } from "./standards-pages.ts";

const run = promisify(execFile);
const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

test.describe.configure({ mode: "parallel", timeout: 240_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(jsDisabled(testInfo), "the HTML is the server's either way; axe needs JavaScript");
  // the timed discount popup is not part of the pages under test
  await hideDiscountPopup(page);
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

test("the Nu HTML Checker finds no error in any page", async ({ page, baseURL }) => {
  const { pages, cartProduct } = await standardPages(page.request);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-vnu-"));
  const files = new Map<string, StandardPage>();
  const save = async (p: StandardPage, index: number) => {
    const response = await page.request.get(p.path, { maxRedirects: 0 });
    expect(response.status(), `${p.name} (${p.path})`).toBe(p.status ?? 200);
    const file = path.join(dir, `${String(index).padStart(2, "0")}.html`);
    await fs.writeFile(file, await response.text());
    files.set(file, p);
  };
  // guests first (cart and checkout with a line in the cookie), then the signed-in cabinet
  await addCartCookie(page.context(), baseURL!, cartProduct);
  await Promise.all(pages.map((p, i) => (p.needs === "login" ? null : save(p, i))));
  await logIn(page);
  await Promise.all(pages.map((p, i) => (p.needs === "login" ? save(p, i) : null)));

  // one Java process for every file (it is slow to start)
  const { stdout } = await run("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files.keys()], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((m) => m.type === "error" || m.subType === "fatal");
  const report = messages.map((m) => {
    const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
    const p = files.get(file);
    const where = p ? `${p.name} (${p.path})` : file || "?";
    return `${where} ${m.lastLine ?? "?"}:${m.firstColumn ?? m.lastColumn ?? "?"}: ${m.message}\n    ${(m.extract ?? "").replace(/\s+/g, " ").slice(0, 200)}`;
  });
  await fs.rm(dir, { recursive: true, force: true });
  expect(report, `${report.length} HTML errors:\n${report.join("\n")}`).toEqual([]);
});

/** Visible text set in a font smaller than 12 px: "tag.class 'text' 10px". */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !node.textContent?.trim()) continue;
      seen.add(el);
      if (el.closest("script, style, noscript, template, [hidden], [aria-hidden='true']")) continue;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (style.visibility === "hidden" || style.display === "none" || rect.width <= 1 || rect.height <= 1) continue;
      if (el.closest(".sr-only")) continue;
      const size = parseFloat(style.fontSize);
      if (size < 12) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")} '${node.textContent.trim().slice(0, 30)}' ${size}px`);
    }
    return out;
  });
}

async function axeProblems(page: Page, p: StandardPage, width: number): Promise<string[]> {
  const response = await open(page, p.path);
  expect(response?.status(), `${p.name} (${p.path})`).toBe(p.status ?? 200);
  const result = await new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } }).analyze();
  const problems = result.violations.map(
    (v) =>
      `${p.name} (${p.path}) @${width}px: ${v.id} [${v.impact}] ${v.help}\n` +
      v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 3).join(" ").trim() ?? ""}`)
        .join("\n"),
  );
  for (const small of await smallText(page)) problems.push(`${p.name} (${p.path}) @${width}px: text under 12 px: ${small}`);
  return problems;
}

// Each width's pages in a few groups, so the two workers share them.
const GROUPS: { title: string; pick: (p: StandardPage, i: number) => boolean }[] = [
  { title: "shop pages", pick: (p, i) => !p.needs && i % 3 === 0 },
  { title: "more shop pages", pick: (p, i) => !p.needs && i % 3 === 1 },
  { title: "the other shop pages", pick: (p, i) => !p.needs && i % 3 === 2 },
  { title: "cart, checkout and cabinet", pick: (p) => Boolean(p.needs) },
];

for (const width of [1280, 375]) {
  for (const group of GROUPS) {
    test(`axe finds no violation at ${width} px: ${group.title}`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      const { pages, cartProduct } = await standardPages(page.request);
      const chosen = pages.filter(group.pick);
      if (chosen.some((p) => p.needs === "cart")) await addCartCookie(page.context(), baseURL!, cartProduct);
      const problems: string[] = [];
      for (const p of chosen.filter((c) => c.needs !== "login")) problems.push(...(await axeProblems(page, p, width)));
      const signedIn = chosen.filter((c) => c.needs === "login");
      if (signedIn.length) {
        await logIn(page);
        for (const p of signedIn) problems.push(...(await axeProblems(page, p, width)));
      }
      expect(problems, `${problems.length} accessibility problems:\n${problems.join("\n")}`).toEqual([]);
    });
  }
}
