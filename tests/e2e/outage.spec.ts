import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { tcpProxy, type TcpProxy } from "../../backend/test/tcp-proxy.ts";
import { jsDisabled, startSecondServer, type SecondServer } from "./helpers.ts";

/**
 * The database going away under a running shop: a second server on PostgreSQL reaches its
 * database through a proxy the test cuts and restores. A page that could not read its data is
 * the shop's "Something went wrong" page with 503 and Retry-After — never "Page not found" —
 * a page cached earlier is still served, and the real page is back once the database is.
 * Needs the PostgreSQL server of the integration suites (DATABASE_URL); HTTP and rendering
 * are the same without JavaScript, so it runs in the js project.
 */
const admin = process.env.DATABASE_URL;
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled || !admin, "needs DATABASE_URL; the same with JavaScript off");

test.describe("a database outage", () => {
  let server: SecondServer | undefined;
  let proxy: TcpProxy | undefined;
  let name = "";

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to pass testInfo
  test.beforeAll(async ({}, testInfo) => {
    // the hook runs in every project's worker: only the js project's starts a server (one database per project)
    if (jsDisabled(testInfo) || !admin) return;
    name = `shop_e2e_outage_${process.env.E2E_PORT ?? 3300}_${testInfo.project.name}`;
    test.setTimeout(300_000);
    const sql = postgres(admin as string, { max: 1, onnotice: () => {} });
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE ${name}`);
    await sql.end();
    const target = new URL(admin as string);
    target.pathname = `/${name}`;
    proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
    server = await startSecondServer(testInfo, { name: "outage", offset: 22_000, env: { DATABASE_URL: proxy.urlFor(target.toString()) }, readyWithinMs: 240_000 });
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    if (!name) return;
    const sql = postgres(admin as string, { max: 1, onnotice: () => {} });
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await sql.end();
  });

  test("a page is 'Something went wrong' with 503 while the database is away, a cached page stays, and the real page comes back", async ({ page }) => {
    const base = server!.base;
    const list = (await (await fetch(`${base}/api/products`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lang: "en", limit: 10 }) })).json()) as {
      data: { items: { route: string; title?: string; name?: string }[] };
    };
    const [seen, unseen] = list.data.items.map((item) => (item.route.startsWith("/") ? item.route : `/${item.route}`));
    expect(seen && unseen, "two seeded products").toBeTruthy();
    expect((await page.goto(`${base}${seen}`))?.status()).toBe(200);

    await proxy!.cut();
    const during = await page.goto(`${base}${unseen}`);
    expect(during?.status()).toBe(503);
    expect(during?.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(during?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page.getByText("Page not found")).toHaveCount(0);
    // the page viewed before the outage is served from the cache
    expect((await page.goto(`${base}${seen}`))?.status()).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);

    await proxy!.restore();
    await expect.poll(async () => (await fetch(`${base}${unseen}`)).status, { timeout: 20_000, intervals: [250, 500, 1_000] }).toBe(200);
    expect((await page.goto(`${base}${unseen}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
  });
});
