import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import admin from "../../../locales/en/admin.json";
import type { ListPage } from "../../../backend/admin/contract.ts";
import { DataList, listFilters } from "./DataList";

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: "en", ns: ["admin"], defaultNS: "admin", resources: { en: { admin } } });

interface Row {
  id: number;
  name: string;
}

function render(page: ListPage<Row>, url: string): string {
  const List = () => (
    <DataList
      title="Rows"
      page={page}
      columns={[{ key: "name", label: "Name", render: (r: Row) => r.name, sortable: true }]}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.name}
      search
    />
  );
  const Stub = createRoutesStub([{ path: "/admin/rows", Component: List }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

/** The addresses of the links with this `rel`. */
const hrefs = (html: string, rel: string) =>
  [...html.matchAll(/<a [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => /href="([^"]*)"/.exec(tag)![1]!.replace(/&amp;/g, "&"));
const page = (n: number, prev: string | null, next: string | null): ListPage<Row> => ({
  items: [{ id: n, name: `Row ${n}` }],
  total: 100,
  page: n,
  limit: 20,
  pages: 5,
  sort: "-createdAt",
  prev,
  next,
});

describe("DataList paging links", () => {
  it("sends the next and previous pages with the cursor of the row beside them, keeping the search and sort", () => {
    const html = render(page(3, "PREV3", "NEXT3"), "/admin/rows?q=linen&sort=name&page=3&after=OLD");
    expect(hrefs(html, "next")).toEqual(["/admin/rows?q=linen&sort=name&page=4&after=NEXT3"]);
    expect(hrefs(html, "prev")).toEqual(["/admin/rows?q=linen&sort=name&page=2&before=PREV3"]);
    // numbered pages are plain page numbers: no cursor
    expect(html).toContain('href="/admin/rows?q=linen&amp;sort=name&amp;page=5"');
    expect(html).not.toMatch(/page=5&amp;(after|before)/);
  });

  it("goes back to the first page without a cursor, and a sort link starts from the first page", () => {
    const html = render(page(2, "PREV2", "NEXT2"), "/admin/rows?page=2&after=X");
    expect(hrefs(html, "prev")).toEqual(["/admin/rows"]);
    const sortLink = /<a [^>]*class="admin-sort"[^>]*href="([^"]*)"|<a [^>]*href="([^"]*)"[^>]*class="admin-sort"/.exec(html)!.slice(1).find(Boolean)!;
    expect(sortLink).toBe("/admin/rows?sort=name");
  });

  it("leaves cursors out of the page-size form and of the export's filters", () => {
    const html = render(page(2, "P", "N"), "/admin/rows?q=x&page=2&before=B&after=A");
    expect(html).not.toMatch(/type="hidden" name="(after|before)"/);
    expect(listFilters("?q=x&page=2&after=A&before=B&sort=-name")).toBe("?q=x&sort=-name");
  });
});
