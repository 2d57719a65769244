import type { CategoryNode } from "../../../backend/catalog/contract";

/** The chain of categories from a root down to `id` (inclusive), or [] when absent. */
export function categoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const inner = categoryPath(node.children ?? [], id);
    if (inner.length) return [node, ...inner];
  }
  return [];
}

/**
 * A category's name in the document title: its own title, and when another category of the
 * tree has the same title (Shoes under Women, Men and Kids) the top-level department after it
 * ("Shoes · Women").
 */
export function departmentTitle(tree: readonly CategoryNode[], path: readonly CategoryNode[]): string | undefined {
  const node = path[path.length - 1];
  if (!node) return undefined;
  if (path.length < 2) return node.title;
  const key = node.title.trim().toLowerCase();
  let same = 0;
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const n of nodes) {
      if (n.title.trim().toLowerCase() === key) same++;
      walk(n.children ?? []);
    }
  };
  walk(tree);
  return same > 1 ? `${node.title} · ${path[0].title}` : node.title;
}

/**
 * Links under a category's title: its children, or when it has none its siblings (the
 * current one marked active), each with the category's image (a thumbnail in the link).
 */
export function categoryLinks(tree: readonly CategoryNode[], id: number): { title: string; route: string; image: string | null; active?: boolean }[] {
  const path = categoryPath(tree, id);
  const node = path[path.length - 1];
  if (!node) return [];
  if (node.children?.length) return node.children.map((c) => ({ title: c.title, route: c.route, image: c.image }));
  const parent = path[path.length - 2];
  const siblings = parent ? parent.children : tree;
  if (siblings.length <= 1) return [];
  return siblings.map((c) => ({ title: c.title, route: c.route, image: c.image, active: c.id === id }));
}

/** Plain text of editor HTML, cut for a meta description. */
export function plainText(html: string | null | undefined, max = 160): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
