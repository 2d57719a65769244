/**
 * The module boundaries of the backend as a static scan of the source text (no TypeScript
 * program: imports and writes are read with regular expressions, comments removed first).
 * backend/boundaries.test.ts runs it over backend/ and compares what it finds with the rules
 * of ADR 0028 and docs/architecture.md ("Module ownership"):
 *
 * - a module is a folder of backend/ (catalog, checkout, …); `core` and `db` are the shared
 *   infrastructure every module may use, the files at the top of backend/ (app.ts, index.ts,
 *   config.ts) are the composition root and may import anything;
 * - a module imports another module only through its public files (PUBLIC_FILES);
 * - a module writes (insert, update, delete — query builder or SQL text) only the tables it
 *   owns (the tables defined in its tables.ts);
 * - modules do not import each other in a loop (type-only imports and contract imports do not
 *   count: they vanish at run time and the contract is the shared vocabulary).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";

/** The files of a module others may import. */
export const PUBLIC_FILES = new Set(["service.ts", "contract.ts", "index.ts", "messages.ts", "tables.ts", "types.ts", "middleware.ts"]);

/** Shared infrastructure: importable by every module; core itself imports no module. `contract` is the shared contract folder (the envelope, the call map, the error catalogue). */
export const INFRASTRUCTURE = new Set(["core", "db", "test", "contract"]);

export interface SourceFile {
  /** path relative to backend/, with forward slashes */
  path: string;
  text: string;
}

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** The module of a path relative to backend/ (null: the composition root at the top). */
export function moduleOf(path: string): string | null {
  if (path.startsWith("../")) return null; // outside backend/: data such as locales/*/errors.json
  const i = path.indexOf("/");
  return i < 0 ? null : path.slice(0, i);
}

export const isTestFile = (path: string) => /\.test\.ts$|(^|\/)(test-fixtures|testing)\.ts$|^test\/|\/bench\//.test(path);

/** Comments out, strings kept (a `//` inside a string such as a URL is kept too). */
export function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every relative import (static, re-export and dynamic) of a file, resolved against backend/. */
export function importsOf(file: SourceFile): ImportEdge[] {
  const code = stripComments(file.text);
  const out: ImportEdge[] = [];
  const dir = posix.dirname(file.path);
  const add = (spec: string, typeOnly: boolean) => {
    if (!spec.startsWith(".")) return;
    out.push({ from: file.path, to: posix.normalize(posix.join(dir, spec)), typeOnly });
  };
  for (const m of code.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"/g)) {
    const clause = m[3] ?? "";
    // `import { type A, type B }` is type-only too
    const onlyTypes = Boolean(m[2]) || (/^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}\s]/g, "").split(",").filter(Boolean).every((n) => n.startsWith("type")));
    add(m[4]!, onlyTypes);
  }
  for (const m of code.matchAll(/(?:^|\n)\s*import\s+"([^"]+)"/g)) add(m[1]!, false);
  for (const m of code.matchAll(/import\(\s*"([^"]+)"\s*\)/g)) add(m[1]!, false);
  return out;
}

/** Table name (SQL) and owning module of each table constant, from backend/<module>/tables.ts. */
export function tableOwners(files: readonly SourceFile[]): Map<string, { sqlName: string; owner: string }> {
  const out = new Map<string, { sqlName: string; owner: string }>();
  for (const f of files) {
    if (!f.path.endsWith("/tables.ts")) continue;
    for (const m of f.text.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) out.set(m[1]!, { sqlName: m[2]!, owner: moduleOf(f.path)! });
  }
  return out;
}

export interface Write {
  file: string;
  module: string;
  table: string;
  owner: string;
}

/** Inserts, updates and deletes of a file: `.insert(x)`, `.update(x)`, `.delete(x)` and SQL text (`insert into`, `update`, `delete from`). */
export function writesOf(file: SourceFile, owners: Map<string, { sqlName: string; owner: string }>): Write[] {
  const module = moduleOf(file.path);
  if (!module) return [];
  const code = stripComments(file.text);
  const bySql = new Map([...owners.values()].map((o) => [o.sqlName, o]));
  const found = new Set<string>();
  for (const m of code.matchAll(/\.(?:insert|update|delete)\(\s*(?:\w+\.)?(\w+)\s*\)/g)) {
    const o = owners.get(m[1]!);
    if (o) found.add(o.sqlName);
  }
  for (const m of code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(?:\w+\.)?(\w+)\s*\}|"?(\w+)"?)/gi)) {
    const o = m[1] ? owners.get(m[1]) : bySql.get(m[2]!);
    if (o) found.add(o.sqlName);
  }
  return [...found].map((sqlName) => ({ file: file.path, module, table: sqlName, owner: bySql.get(sqlName)!.owner }));
}

/** Tables a file reads: `.from(x)`, `…join(x)` and SQL text (`from t`, `join t`). */
export function readsOf(file: SourceFile, owners: Map<string, { sqlName: string; owner: string }>): Write[] {
  const module = moduleOf(file.path);
  if (!module) return [];
  const code = stripComments(file.text);
  const bySql = new Map([...owners.values()].map((o) => [o.sqlName, o]));
  const found = new Set<string>();
  for (const m of code.matchAll(/\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*(?:\w+\.)?(\w+)\s*[,)]/g)) {
    const o = owners.get(m[1]!);
    if (o) found.add(o.sqlName);
  }
  for (const m of code.matchAll(/\b(?:from|join)\s+(?:\$\{\s*(?:\w+\.)?(\w+)\s*\}|"?(\w+)"?)/gi)) {
    const o = m[1] ? owners.get(m[1]) : bySql.get(m[2]!);
    if (o) found.add(o.sqlName);
  }
  return [...found].map((sqlName) => ({ file: file.path, module, table: sqlName, owner: bySql.get(sqlName)!.owner }));
}

/** Imports of another module's non-public file, as "from-file -> to-file". */
export function internalImports(files: readonly SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const from = moduleOf(f.path);
    if (!from || INFRASTRUCTURE.has(from)) continue;
    for (const edge of importsOf(f)) {
      const to = moduleOf(edge.to);
      if (!to || to === from || INFRASTRUCTURE.has(to)) continue;
      if (!PUBLIC_FILES.has(posix.basename(edge.to))) out.push(`${f.path} -> ${edge.to}`);
    }
  }
  return [...new Set(out)].sort();
}

/** core's imports of any module (core is the bottom layer). */
export function coreImports(files: readonly SourceFile[]): string[] {
  return files
    .filter((f) => moduleOf(f.path) === "core")
    .flatMap((f) => importsOf(f).filter((e) => moduleOf(e.to) !== "core" && moduleOf(e.to) !== null).map((e) => `${f.path} -> ${e.to}`));
}

/** The module graph of run-time imports (type-only and contract imports left out). */
export function moduleGraph(files: readonly SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const f of files) {
    const from = moduleOf(f.path);
    if (!from || INFRASTRUCTURE.has(from)) continue;
    for (const edge of importsOf(f)) {
      const to = moduleOf(edge.to);
      if (edge.typeOnly || !to || to === from || INFRASTRUCTURE.has(to) || posix.basename(edge.to) === "contract.ts") continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The loops of a graph: its strongly connected components of more than one module, each sorted ("a <-> b <-> c"). */
export function loopsOf(graph: Map<string, Set<string>>): string[] {
  // Tarjan's algorithm
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) out.push(part.sort().join(" <-> "));
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out.sort();
}

/** The backend's production source files (tests, fixtures, benches, migrations and the seed left out). */
export function backendSources(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === "migrations" || entry.name === "node_modules") continue;
        walk(full);
      } else if (entry.name.endsWith(".ts")) {
        const path = relative(root, full).split(sep).join("/");
        if (isTestFile(path) || /^db\/seed/.test(path)) continue;
        out.push({ path, text: readFileSync(full, "utf8") });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** What app/ may import of backend/: contract files only (a module's contract.ts or *-contract.ts, the contract module backend/contract/) — types and plain constants, no database (ADR 0029). */
export const APP_MAY_IMPORT = /^backend\/(contract\/[\w-]+|[\w-]+\/([\w-]+-)?contract)(\.ts)?$/;

/** The storefront's imports of backend/ that are not contract files, as "app-file -> backend-path" (paths relative to the repository root). */
export function appBackendImports(files: readonly SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    const code = stripComments(f.text);
    const dir = posix.dirname(f.path);
    const specs = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/g), ...code.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!);
    for (const spec of specs) {
      if (!spec.startsWith(".")) continue;
      const to = posix.normalize(posix.join(dir, spec));
      if (to.startsWith("backend/") && !APP_MAY_IMPORT.test(to)) out.push(`${f.path} -> ${to}`);
    }
  }
  return [...new Set(out)].sort();
}

/** The storefront's production source files (app/, tests left out), paths relative to the repository root. */
export function appSources(repoRoot: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push({ path: relative(repoRoot, full).split(sep).join("/"), text: readFileSync(full, "utf8") });
    }
  };
  walk(join(repoRoot, "app"));
  return out;
}
