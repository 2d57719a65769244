/**
 * The one allow-list for every piece of editor HTML the storefront shows as markup (ADR 0041):
 * product descriptions, specifications and size tables, category, collection and brand
 * descriptions, static pages and article blocks. It runs where those texts are saved (the back
 * office's write paths) and where they are read for the shop (so a row written some other way
 * is cleaned before a page shows it). The work is done by sanitize-html; this file holds the
 * rules:
 *
 * - formatting elements only (headings, paragraphs, lists, emphasis, quotes, tables, links,
 *   images); everything else is dropped, its text kept, and the content of elements that are
 *   not text (script, style, frames, forms' controls, svg, …) is dropped with them;
 * - no event handler, style, class or id attribute: each element keeps only the few attributes
 *   named below;
 * - a link goes to `https:`, `http:`, `mailto:`, `tel:` or a path of the shop (one `/`, never
 *   `//` or `/\`), read after entities are decoded; any other link loses its address and keeps
 *   its text; a link that leaves the shop gets `rel="noopener noreferrer"`;
 * - an image comes from `https:` or a path of the shop; any other image is dropped;
 * - an `<h1>` becomes an `<h2>` (the page's own title is its one h1).
 */
import sanitizeHtml from "sanitize-html";

const TAGS = [
  "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div",
  "strong", "b", "em", "i", "u", "s", "sub", "sup", "small", "mark", "blockquote",
  "ul", "ol", "li",
  "a", "img",
  "table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td",
];

/** Elements whose content is not text the shopper should read: dropped whole. */
const NOT_TEXT = [
  "script", "style", "textarea", "option", "select", "noscript", "template", "title", "head",
  "iframe", "frame", "frameset", "noframes", "object", "embed", "applet", "svg", "math", "xmp", "noembed", "plaintext",
];

/** Characters a browser ignores or strips inside a URL (controls, spaces, tabs, line breaks). */
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]+/g;

/** A path of the shop: one slash, then anything but another slash or a backslash. */
const OWN_PATH = /^\/(?![/\\])/;

/** The address as a browser reads it, or null when it is none the shop links to. */
export function linkTarget(href: string): { href: string; external: boolean } | null {
  const seen = href.replace(IGNORED_IN_URL, "");
  if (OWN_PATH.test(seen)) return { href: href.trim(), external: false };
  if (/^https?:\/\/[^/\\]/i.test(seen)) return { href: href.trim(), external: true };
  if (/^(mailto|tel):./i.test(seen)) return { href: href.trim(), external: false };
  return null;
}

/** An image source the shop shows: its own path or an https address. */
function imageSource(src: string): string | null {
  const seen = src.replace(IGNORED_IN_URL, "");
  return OWN_PATH.test(seen) || /^https:\/\/[^/\\]/i.test(seen) ? src.trim() : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel", { name: "target", multiple: false, values: ["_blank"] }],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  nonTextTags: NOT_TEXT,
  transformTags: {
    h1: "h2",
    a: (_tagName, attribs) => {
      const target = attribs.href === undefined ? null : linkTarget(attribs.href);
      const out: sanitizeHtml.Attributes = {};
      if (attribs.title) out.title = attribs.title;
      if (target) {
        out.href = target.href;
        if (target.external) out.rel = "noopener noreferrer";
        if (target.external && attribs.target === "_blank") out.target = "_blank";
      }
      return { tagName: "a", attribs: out };
    },
    img: (_tagName, attribs) => {
      const src = attribs.src === undefined ? null : imageSource(attribs.src);
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (src) out.src = src;
      else delete out.src;
      return { tagName: "img", attribs: out };
    },
  },
  // an image without a source shows nothing
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Cleaned texts by their input, the oldest dropped past `maxChars` (inputs and outputs counted
 * together). The same descriptions are read again and again (a product page, the category tree
 * of a signed-in shopper's every page), and one pass of the sanitiser costs far more than a look-up.
 */
export class CleanMemo {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(html: string, clean: (html: string) => string): string {
    const known = this.entries.get(html);
    if (known !== undefined) return known;
    const out = clean(html);
    const cost = html.length + out.length;
    if (cost > this.maxChars) return out;
    this.entries.set(html, out);
    this.chars += cost;
    for (const [key, value] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(key);
      this.chars -= key.length + value.length;
    }
    return out;
  }
}

/** about 8 MB of strings at most */
const memo = new CleanMemo(4_000_000);

/** Editor HTML reduced to the shop's formatting (see above); "" stays "". */
export function cleanRichText(html: string): string {
  if (html === "") return "";
  return memo.get(html, (text) => sanitizeHtml(text, OPTIONS));
}

/** The same for a text that may be missing (null and undefined stay as they are). */
export function cleanRichTextOrNull<T extends string | null | undefined>(html: T): T {
  return (typeof html === "string" ? cleanRichText(html) : html) as T;
}
