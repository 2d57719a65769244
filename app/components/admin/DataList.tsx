/**
 * The data list kit (spec: 'Shared form kit screens'): one component every back-office list
 * renders. Everything is a plain link or a GET/POST form, so it works without JavaScript:
 * - search ('Search...') and filters: one GET form (sort and page size kept, page reset);
 * - sort: column header links (`sort=key`, again for `-key`);
 * - footer '{limit} of {total} items' and page links (`page=n`, other parameters kept); the
 *   previous and next links carry the cursor of the row beside them (`before=` / `after=`),
 *   so the server finds those pages by keyset (backend/admin/list.ts, ADR 0047);
 * - row tools per screen: view / update links, duplicate and remove through a confirmation
 *   step (`?confirm=remove&id=…` shows the question with a POST form and a Cancel link);
 * - CSV export through a confirmation step (`?confirm=export`), then a download link to the
 *   screen's export route with the same search and filters;
 * - bulk actions (when the screen gives `bulk`): a checkbox per row and one for the whole page,
 *   all tied by the `form` attribute to one GET form, the action bar above the table (no form
 *   nested in another, so the rows keep their own forms); a bar button asks
 *   `?bulk={action}&ids=…` (or `all=page`), which shows the question with the count and a POST
 *   form (`intent=bulk`, `bulk`, `ids`) to the screen's action, or a Cancel link.
 * The server half is backend/admin/list.ts.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { Form, Link, useLocation } from "react-router";
import type { ListPage } from "../../../backend/admin/contract.ts";
import { LIST_LIMITS } from "../../../backend/admin/contract.ts";
import { pageItems } from "~/components/ui/pagination";

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** the list can be sorted by this column (the key the server knows) */
  sortable?: boolean;
  align?: "left" | "right";
  /** left out below 768 px (the row's link still leads to everything) */
  wide?: boolean;
}

export interface Filter {
  name: string;
  label: string;
  type: "select" | "date";
  options?: { value: string; label: string }[];
}

export interface RowTools<T> {
  view?: (row: T) => string;
  update?: (row: T) => string;
  viewOnSite?: (row: T) => string | null;
  duplicate?: boolean;
  remove?: boolean;
  /** more row actions posted after a confirmation (`?confirm={intent}&id=…`), e.g. hide/show */
  actions?: RowAction<T>[];
}

export interface RowAction<T> {
  intent: string;
  /** the button's text for this row (null: not offered for this row) */
  label: (row: T) => string | null;
  /** the confirmation's question for this row */
  question: (row: T) => string;
  danger?: boolean;
}

/** One action of the bulk bar (the screen's action receives `intent=bulk`, `bulk={name}` and the `ids`). */
export interface BulkAction {
  name: string;
  label: string;
  /** the confirmation's question for this many selected rows */
  question: (count: number) => string;
  danger?: boolean;
}

/** The form the bulk checkboxes and the bar's buttons belong to. */
export const BULK_FORM = "list-bulk";

/** The ids a bulk confirmation is about: `ids` of the address (digits only), or every row of the page with `all=page`. */
export function bulkIds(search: string, pageIds: readonly (string | number)[]): string[] {
  const params = new URLSearchParams(search);
  const picked = params.get("all") === "page" ? pageIds.map(String) : params.getAll("ids").flatMap((v) => v.split(","));
  return [...new Set(picked.filter((v) => /^\d{1,9}$/.test(v)))];
}

export interface DataListProps<T> {
  title: string;
  page: ListPage<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** a label naming the row in confirmations and for screen readers */
  rowLabel: (row: T) => string;
  search?: boolean;
  filters?: Filter[];
  tools?: RowTools<T>;
  /** 'New' button target (`?do=create` of the list's route) */
  newHref?: string;
  /** the export route; the list's search, filters and sort are added */
  exportHref?: string;
  /** bulk actions over checked rows (a checkbox column and an action bar) */
  bulk?: BulkAction[];
  /** extra content above the table (a notice, a summary) */
  children?: ReactNode;
  testId?: string;
}


/** The query string with some parameters changed (null removes one). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The list's search, filters and sort (what an export takes), without paging or confirmation. */
export function listFilters(search: string): string {
  return withParams(search, { page: null, after: null, before: null, limit: null, confirm: null, id: null, bulk: null, ids: null, all: null });
}

export function DataList<T>(props: DataListProps<T>) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { page, columns, tools } = props;
  const params = new URLSearchParams(location.search);
  const confirm = params.get("confirm");
  const confirmId = params.get("id");
  const sort = page.sort;
  const sortKey = sort.replace(/^-/, "");
  const desc = sort.startsWith("-");
  const hasTools = Boolean(tools && (tools.view || tools.update || tools.viewOnSite || tools.duplicate || tools.remove || tools.actions?.length));
  const confirmAction = tools?.actions?.find((a) => a.intent === confirm);
  const confirmRow =
    confirm && confirmId && (confirm === "remove" || confirm === "duplicate" || confirmAction) ? page.items.find((row) => String(props.rowKey(row)) === confirmId) : undefined;
  const cancelHref = `${location.pathname}${withParams(location.search, { confirm: null, id: null })}`;
  const filtered = Boolean(params.get("q")) || (props.filters ?? []).some((f) => params.get(f.name));
  const bulk = props.bulk?.length ? props.bulk : null;
  const bulkAction = bulk?.find((a) => a.name === params.get("bulk"));
  const selected = bulkAction ? bulkIds(location.search, page.items.map((row) => props.rowKey(row))) : [];
  const bulkCancel = `${location.pathname}${withParams(location.search, { bulk: null, ids: null, all: null })}`;
  const columnCount = columns.length + (hasTools ? 1 : 0) + (bulk ? 1 : 0);
  // below 768 px a row is a card headed by its first column shown there (the others are labelled lines)
  const mainColumn = Math.max(0, columns.findIndex((col) => !col.wide));

  return (
    <section className="flex flex-col gap-4" data-testid={props.testId ?? "data-list"}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
        <div className="flex flex-wrap gap-2">
          {props.exportHref && (
            <Link to={`${location.pathname}${withParams(location.search, { confirm: "export", id: null })}`} className="admin-btn" data-testid="list-export">
              {t("list.export")}
            </Link>
          )}
          {props.newHref && (
            <Link to={props.newHref} className="admin-btn-primary">
              {t("list.new")}
            </Link>
          )}
        </div>
      </div>

      {confirm === "export" && props.exportHref && (
        <div role="alertdialog" aria-labelledby="confirm-export-text" className="admin-confirm" data-testid="confirm-export">
          <p id="confirm-export-text">{t("list.confirmExport", { total: page.total })}</p>
          <div className="flex flex-wrap gap-2">
            <a href={`${props.exportHref}${listFilters(location.search)}`} className="admin-btn-primary" download data-testid="confirm-export-download">
              {t("list.download")}
            </a>
            <Link to={cancelHref} className="admin-btn">
              {t("list.cancel")}
            </Link>
          </div>
        </div>
      )}

      {confirmRow !== undefined && (
        <div role="alertdialog" aria-labelledby="confirm-row-text" className="admin-confirm" data-testid={`confirm-${confirm}`}>
          <p id="confirm-row-text">
            <strong>{props.rowLabel(confirmRow)}</strong> —{" "}
            {confirmAction ? confirmAction.question(confirmRow) : t(confirm === "remove" ? "list.confirmRemove" : "list.confirmDuplicate")}
          </p>
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value={confirm ?? ""} />
            <input type="hidden" name="id" value={confirmId ?? ""} />
            <button type="submit" className={confirm === "remove" || confirmAction?.danger ? "admin-btn-danger" : "admin-btn-primary"}>
              {t("list.confirm")}
            </button>
            <Link to={cancelHref} className="admin-btn">
              {t("list.cancel")}
            </Link>
          </Form>
        </div>
      )}

      {bulkAction && selected.length === 0 && (
        <div role="alert" className="admin-confirm" data-testid="bulk-none">
          <p>{t("list.bulkNone")}</p>
          <div>
            <Link to={bulkCancel} className="admin-btn">
              {t("list.cancel")}
            </Link>
          </div>
        </div>
      )}

      {bulkAction && selected.length > 0 && (
        <div role="alertdialog" aria-labelledby="confirm-bulk-text" className="admin-confirm" data-testid="confirm-bulk">
          <p id="confirm-bulk-text">{bulkAction.question(selected.length)}</p>
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="bulk" />
            <input type="hidden" name="bulk" value={bulkAction.name} />
            {selected.map((id) => (
              <input key={id} type="hidden" name="ids" value={id} />
            ))}
            <button type="submit" className={bulkAction.danger ? "admin-btn-danger" : "admin-btn-primary"} data-testid="confirm-bulk-submit">
              {t("list.confirm")}
            </button>
            <Link to={bulkCancel} className="admin-btn">
              {t("list.cancel")}
            </Link>
          </Form>
        </div>
      )}

      {(props.search || props.filters?.length) && (
        <Form method="get" className="admin-panel flex flex-wrap items-end gap-3 p-3" role="search" data-testid="list-filters">
          {params.get("sort") && <input type="hidden" name="sort" value={params.get("sort") ?? ""} />}
          {params.get("limit") && <input type="hidden" name="limit" value={params.get("limit") ?? ""} />}
          {props.search && (
            <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium">
              {t("list.searchLabel")}
              <input type="search" name="q" defaultValue={params.get("q") ?? ""} placeholder={t("list.search")} className="admin-input" />
            </label>
          )}
          {props.filters?.map((filter) => (
            <label key={filter.name} className="flex flex-col gap-1 text-sm font-medium max-md:min-w-36 max-md:flex-1">
              {filter.label}
              {filter.type === "date" ? (
                <input type="date" name={filter.name} defaultValue={params.get(filter.name) ?? ""} className="admin-input w-full" />
              ) : (
                <select name={filter.name} defaultValue={params.get(filter.name) ?? ""} className="admin-input w-full">
                  <option value="">{t("list.any")}</option>
                  {filter.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </label>
          ))}
          <div className="flex gap-2">
            <button type="submit" className="admin-btn-primary">
              {t("list.apply")}
            </button>
            {filtered && (
              <Link to={location.pathname} className="admin-btn">
                {t("list.reset")}
              </Link>
            )}
          </div>
        </Form>
      )}

      {props.children}

      {bulk && page.items.length > 0 && (
        <Form method="get" id={BULK_FORM} className="flex flex-wrap items-center gap-2" aria-label={t("list.bulkBar")} data-testid="bulk-bar">
          {[...params.entries()]
            .filter(([key]) => !["bulk", "ids", "all", "confirm", "id", "done", "count"].includes(key))
            .map(([key, value]) => (
              <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
            ))}
          <span className="text-sm text-muted">{t("list.bulkWith")}</span>
          {bulk.map((action) => (
            <button key={action.name} type="submit" name="bulk" value={action.name} className={`admin-btn ${action.danger ? "text-red-700" : ""}`} data-testid={`bulk-${action.name}`}>
              {action.label}
            </button>
          ))}
        </Form>
      )}

      <div className="admin-panel relative overflow-x-auto">
        {/* below 768 px each row shows as a card (app.css, admin-list): the cells name their column */}
        <table className={`admin-table admin-list ${bulk ? "admin-list-bulk" : ""}`} data-testid="list-table">
          <thead>
            <tr>
              {bulk && (
                <th scope="col" className="w-10">
                  <input
                    type="checkbox"
                    name="all"
                    value="page"
                    form={BULK_FORM}
                    aria-label={t("list.bulkPage")}
                    title={t("list.bulkPage")}
                    className="size-4 align-middle"
                    data-testid="bulk-page"
                    onChange={(event) => {
                      // with JavaScript the rows' boxes follow (without, `all=page` tells the server)
                      for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM}"]`)) box.checked = event.currentTarget.checked;
                    }}
                  />
                </th>
              )}
              {columns.map((col) => {
                const active = col.key === sortKey;
                const next = active && !desc ? `-${col.key}` : col.key;
                return (
                  <th
                    key={col.key}
                    scope="col"
                    aria-sort={active ? (desc ? "descending" : "ascending") : undefined}
                    className={`${col.align === "right" ? "text-right" : "text-left"} ${col.wide ? "hidden md:table-cell" : ""} ${col.sortable ? "" : "admin-th-plain"}`}
                  >
                    {col.sortable ? (
                      <Link to={`${location.pathname}${withParams(location.search, { sort: next, page: null, after: null, before: null, confirm: null, id: null, bulk: null, ids: null, all: null })}`} className="admin-sort" title={t("list.sortBy", { column: col.label })}>
                        {col.label}
                        <span aria-hidden="true" className={active ? "text-ink" : "text-muted/50"}>
                          {active ? (desc ? "↓" : "↑") : "↕"}
                        </span>
                      </Link>
                    ) : (
                      col.label
                    )}
                  </th>
                );
              })}
              {hasTools && (
                <th scope="col" className="admin-th-plain text-right">
                  <span className="sr-only">{t("list.tools")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="py-12 text-center text-muted" data-testid="list-empty">
                  {t("list.empty")}
                </td>
              </tr>
            ) : (
              page.items.map((row) => (
                <tr key={props.rowKey(row)} data-testid="list-row">
                  {bulk && (
                    <td className="admin-cell-select w-10">
                      <input
                        type="checkbox"
                        name="ids"
                        value={String(props.rowKey(row))}
                        form={BULK_FORM}
                        aria-label={`${t("list.bulkSelect")}: ${props.rowLabel(row)}`}
                        className="size-4 align-middle"
                        data-testid="bulk-select"
                      />
                    </td>
                  )}
                  {columns.map((col, i) => (
                    <td
                      key={col.key}
                      className={`${col.align === "right" ? "text-right tabular-nums" : ""} ${col.wide ? "hidden md:table-cell" : ""}`}
                      data-label={i === mainColumn ? undefined : col.label}
                    >
                      {col.render(row)}
                    </td>
                  ))}
                  {hasTools && tools && <ToolsCell row={row} tools={tools} rowKey={props.rowKey} label={props.rowLabel(row)} />}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <ListFooter page={page} />
    </section>
  );
}

function ToolsCell<T>({ row, tools, rowKey, label }: { row: T; tools: RowTools<T>; rowKey: (row: T) => string | number; label: string }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const id = String(rowKey(row));
  const confirmHref = (what: string) => `${location.pathname}${withParams(location.search, { confirm: what, id })}`;
  const onSite = tools.viewOnSite?.(row);
  return (
    <td className="admin-cell-tools whitespace-nowrap">
      <div className="inline-flex gap-1">
        {tools.view && (
          <Link to={tools.view(row)} className="admin-tool" aria-label={`${t("list.view")}: ${label}`}>
            {t("list.view")}
          </Link>
        )}
        {tools.update && (
          <Link to={tools.update(row)} className="admin-tool" aria-label={`${t("list.update")}: ${label}`}>
            {t("list.update")}
          </Link>
        )}
        {onSite && (
          <a href={onSite} className="admin-tool" aria-label={`${t("list.viewOnSite")}: ${label}`}>
            {t("list.viewOnSite")}
          </a>
        )}
        {tools.duplicate && (
          <Link to={confirmHref("duplicate")} className="admin-tool" aria-label={`${t("list.duplicate")}: ${label}`}>
            {t("list.duplicate")}
          </Link>
        )}
        {tools.actions?.map((action) => {
          const text = action.label(row);
          return text ? (
            <Link key={action.intent} to={confirmHref(action.intent)} className={`admin-tool ${action.danger ? "text-red-700" : ""}`} aria-label={`${text}: ${label}`}>
              {text}
            </Link>
          ) : null;
        })}
        {tools.remove && (
          <Link to={confirmHref("remove")} className="admin-tool text-red-700" aria-label={`${t("list.remove")}: ${label}`}>
            {t("list.remove")}
          </Link>
        )}
      </div>
    </td>
  );
}

function ListFooter<T>({ page }: { page: ListPage<T> }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const to = (n: number, cursor: { after?: string; before?: string } = {}) =>
    `${location.pathname}${withParams(location.search, {
      page: n === 1 ? null : String(n),
      after: cursor.after ?? null,
      before: cursor.before ?? null,
      confirm: null,
      id: null,
      bulk: null,
      ids: null,
      all: null,
    })}`;
  // the pages beside this one by the cursor of the row next to them (the first page needs none)
  const prevHref = page.page > 2 && page.prev ? to(page.page - 1, { before: page.prev }) : to(page.page - 1);
  const nextHref = page.next ? to(page.page + 1, { after: page.next }) : to(page.page + 1);
  const items = pageItems(page.pages, page.page);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted" data-testid="list-footer">
      <p>{t("list.footer", { limit: page.items.length, total: page.total })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Form method="get" className="flex items-center gap-2">
          {[...new URLSearchParams(location.search).entries()]
            .filter(([key]) => !["limit", "page", "after", "before", "confirm", "id"].includes(key))
            .map(([key, value]) => (
              <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
            ))}
          <label className="flex items-center gap-2">
            {t("list.perPage")}
            <select name="limit" defaultValue={String(page.limit)} className="admin-input py-1">
              {LIST_LIMITS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="admin-btn">
            {t("list.apply")}
          </button>
        </Form>
        {items.length > 1 && (
          <nav aria-label={t("list.pagination")}>
            <ul className="flex items-center gap-1">
              <li>
                {page.page > 1 ? (
                  <Link to={prevHref} className="admin-page" rel="prev" aria-label={t("list.prev")}>
                    ‹
                  </Link>
                ) : (
                  <span className="admin-page opacity-40" aria-hidden="true">
                    ‹
                  </span>
                )}
              </li>
              {items.map((item, i) =>
                item === "gap" ? (
                  <li key={`gap-${i}`} className="px-1" aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={item}>
                    {item === page.page ? (
                      <span className="admin-page admin-page-current" aria-current="page">
                        {item}
                      </span>
                    ) : (
                      <Link to={to(item)} className="admin-page" aria-label={t("list.page", { page: item, pages: page.pages })}>
                        {item}
                      </Link>
                    )}
                  </li>
                ),
              )}
              <li>
                {page.page < page.pages ? (
                  <Link to={nextHref} className="admin-page" rel="next" aria-label={t("list.next")}>
                    ›
                  </Link>
                ) : (
                  <span className="admin-page opacity-40" aria-hidden="true">
                    ›
                  </span>
                )}
              </li>
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

