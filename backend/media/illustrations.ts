/**
 * Flat product illustrations as SVG, drawn in a 1000×1000 box in the product's colour with a soft
 * light-to-shadow overlay. Garments have a front and a back; other goods are mirrored for the back.
 */
import { mix, paletteOf, type Palette } from "./color.ts";
import type { ProductKind, ProductView } from "./kinds.ts";

export interface DrawCtx {
  p: Palette;
  back: boolean;
  /** prefix of the ids in <defs>, so several drawings can share one SVG */
  id: string;
}

/* ───────── primitives ───────── */

/** a filled shape with outline and the shading overlay */
function shape(c: DrawCtx, d: string, fill = c.p.base, opts: { shade?: boolean; strokeWidth?: number } = {}): string {
  const sw = opts.strokeWidth ?? 5;
  const shade = opts.shade === false ? "" : `<path d="${d}" fill="url(#${c.id}-shade)"/>`;
  return `<path d="${d}" fill="${fill}" stroke="${c.p.stroke}" stroke-width="${sw}" stroke-linejoin="round"/>${shade}`;
}

/** a detail line (seam, fold, stitching) */
function line(c: DrawCtx, d: string, opts: { width?: number; opacity?: number; dash?: string; color?: string; cap?: string } = {}): string {
  const dash = opts.dash ? ` stroke-dasharray="${opts.dash}"` : "";
  return `<path d="${d}" fill="none" stroke="${opts.color ?? c.p.line}" stroke-width="${opts.width ?? 4}" stroke-linecap="${opts.cap ?? "round"}" stroke-linejoin="round" opacity="${opts.opacity ?? 0.75}"${dash}/>`;
}

function fillPath(d: string, fill: string, opacity = 1): string {
  return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
}

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

/** a band filled with the base colour and vertical rib lines (cuffs, hems, collars) */
function rib(c: DrawCtx, d: string): string {
  return `<path d="${d}" fill="${c.p.dark}" stroke="${c.p.stroke}" stroke-width="5" stroke-linejoin="round"/><path d="${d}" fill="url(#${c.id}-rib)"/>`;
}

function buttons(c: DrawCtx, x: number, ys: number[], r = 9): string {
  return ys.map((y) => circle(x, y, r, c.p.isDark ? c.p.light : c.p.dark, `stroke="${c.p.stroke}" stroke-width="2"`)).join("");
}

const GOLD = "#c9a44c";
const SILVER = "#c4c8ce";
const WHITE_SOLE = "#f3f0ea";

/* ───────── garments ───────── */

function tshirt(c: DrawCtx): string {
  const d =
    "M390 170 Q500 235 610 170 L745 205 Q790 222 812 262 L870 385 L765 432 L722 350 L722 830 Q500 848 278 830 L278 350 L235 432 L130 385 L188 262 Q210 222 255 205 Z";
  const neck = c.back ? line(c, "M392 172 Q500 200 608 172", { width: 12, opacity: 0.55 }) : line(c, "M396 176 Q500 250 604 176", { width: 16, opacity: 0.6 });
  return [
    shape(c, d),
    neck,
    line(c, "M148 362 L246 408"),
    line(c, "M852 362 L754 408"),
    line(c, "M282 806 Q500 824 718 806", { opacity: 0.55 }),
    c.back ? "" : line(c, "M300 420 Q330 600 310 780", { opacity: 0.18, width: 10 }),
  ].join("");
}

function tank(c: DrawCtx): string {
  const d = "M372 150 Q500 275 628 150 L668 150 Q668 262 726 310 L726 830 Q500 848 274 830 L274 310 Q332 262 332 150 Z";
  return [
    shape(c, d),
    line(c, c.back ? "M378 156 Q500 215 622 156" : "M380 158 Q500 262 620 158", { width: 12, opacity: 0.55 }),
    line(c, "M338 156 Q340 262 282 312", { width: 10, opacity: 0.45 }),
    line(c, "M662 156 Q660 262 718 312", { width: 10, opacity: 0.45 }),
    line(c, "M278 806 Q500 824 722 806", { opacity: 0.5 }),
  ].join("");
}

function shirt(c: DrawCtx): string {
  const d =
    "M410 172 L590 172 L735 212 Q785 230 800 280 L878 718 L798 738 L735 420 L735 838 Q500 858 265 838 L265 420 L202 738 L122 718 L200 280 Q215 230 265 212 Z";
  const parts = [shape(c, d)];
  parts.push(rib(c, "M798 738 L878 718 L870 676 L790 696 Z"), rib(c, "M202 738 L122 718 L130 676 L210 696 Z"));
  if (c.back) {
    parts.push(line(c, "M268 300 Q500 325 732 300", { opacity: 0.5 }), shape(c, "M410 172 Q500 205 590 172 L585 150 Q500 180 415 150 Z", c.p.base, { shade: false }));
  } else {
    parts.push(
      line(c, "M500 240 L500 846", { width: 3 }),
      line(c, "M522 250 L522 846", { width: 3, opacity: 0.4 }),
      buttons(c, 511, [300, 385, 470, 555, 640, 725, 805]),
      line(c, "M565 360 L650 360 L650 455 Q607 470 565 455 Z", { opacity: 0.6, width: 3 }),
      shape(c, "M412 168 L500 242 L452 296 L392 196 Z", c.p.base, { shade: false }),
      shape(c, "M588 168 L500 242 L548 296 L608 196 Z", c.p.base, { shade: false }),
    );
  }
  parts.push(line(c, "M268 812 Q500 836 732 812", { opacity: 0.45 }));
  return parts.join("");
}

function sweater(c: DrawCtx): string {
  const d =
    "M400 175 Q500 230 600 175 L735 210 Q790 228 805 285 L870 730 L790 750 L730 420 L730 800 L270 800 L270 420 L210 750 L130 730 L195 285 Q210 228 265 210 Z";
  return [
    shape(c, d),
    rib(c, "M272 800 L728 800 L722 850 L278 850 Z"),
    rib(c, "M790 750 L870 730 L882 782 L802 800 Z"),
    rib(c, "M210 750 L130 730 L118 782 L198 800 Z"),
    c.back ? line(c, "M400 177 Q500 206 600 177", { width: 18, opacity: 0.5 }) : rib(c, "M396 172 Q500 232 604 172 L590 196 Q500 256 410 196 Z"),
    line(c, "M300 440 Q320 620 300 780", { opacity: 0.16, width: 12 }),
    line(c, "M700 440 Q680 620 700 780", { opacity: 0.16, width: 12 }),
  ].join("");
}

function hoodie(c: DrawCtx): string {
  const hood = "M372 196 Q352 70 500 62 Q648 70 628 196 Q500 160 372 196 Z";
  const parts = [shape(c, hood), sweater({ ...c, back: true })];
  if (c.back) {
    parts.push(shape(c, "M380 190 Q372 90 500 84 Q628 90 620 190 Q560 330 500 340 Q440 330 380 190 Z"), line(c, "M500 90 L500 330", { opacity: 0.5 }));
  } else {
    parts.push(
      fillPath("M404 192 Q500 112 596 192 Q500 262 404 192 Z", c.p.dark),
      line(c, "M468 232 Q462 290 470 352", { width: 6, color: c.p.isLight ? "#9a9a9a" : c.p.light, opacity: 0.9 }),
      line(c, "M532 232 Q538 290 530 352", { width: 6, color: c.p.isLight ? "#9a9a9a" : c.p.light, opacity: 0.9 }),
      line(c, "M360 590 L640 590 L684 742 L316 742 Z", { opacity: 0.6, width: 4 }),
    );
  }
  return parts.join("");
}

function dress(c: DrawCtx): string {
  const d =
    "M410 150 Q500 212 590 150 L655 170 L702 252 L652 278 L630 252 Q620 382 640 440 L805 860 Q500 905 195 860 L360 440 Q380 382 370 252 L348 278 L298 252 L345 170 Z";
  return [
    shape(c, d),
    c.back ? line(c, "M500 165 L500 440", { width: 3, opacity: 0.6 }) : line(c, "M414 156 Q500 226 586 156", { width: 10, opacity: 0.5 }),
    rib(c, "M362 432 Q500 452 638 432 L644 458 Q500 478 356 458 Z"),
    line(c, "M440 470 Q420 680 395 872", { opacity: 0.3, width: 5 }),
    line(c, "M500 478 L500 884", { opacity: 0.25, width: 5 }),
    line(c, "M560 470 Q580 680 605 872", { opacity: 0.3, width: 5 }),
    line(c, "M205 845 Q500 890 795 845", { opacity: 0.4 }),
  ].join("");
}

function skirt(c: DrawCtx): string {
  return [
    shape(c, "M338 262 L662 262 L805 820 Q500 866 195 820 Z"),
    rib(c, "M330 205 L670 205 L666 265 L334 265 Z"),
    ...[390, 445, 500, 555, 610].map((x, i) => line(c, `M${x} 270 L${x + (x - 500) * 0.95 + (i - 2) * 8} 840`, { opacity: 0.3, width: 5 })),
    c.back ? line(c, "M500 208 L500 380", { width: 3 }) : "",
  ].join("");
}

function trousersShape(c: DrawCtx, slim: number): string {
  const o = slim;
  return `M315 150 L685 150 L700 200 L${745 - o} 862 L${565 + o / 2} 872 L505 330 L495 330 L${435 - o / 2} 872 L${255 + o} 862 L300 200 Z`;
}

function trousers(c: DrawCtx): string {
  const d = trousersShape(c, 0);
  return [
    shape(c, d),
    rib(c, "M315 150 L685 150 L690 196 L310 196 Z"),
    ...[360, 440, 560, 640].map((x) => rect(x - 6, 146, 12, 56, 3, c.p.dark, `stroke="${c.p.stroke}" stroke-width="2"`)),
    c.back
      ? line(c, "M350 250 L450 250 M550 250 L650 250", { width: 4, opacity: 0.6 })
      : line(c, "M500 198 Q508 280 470 312", { width: 3 }) + line(c, "M322 206 Q370 250 336 330 M678 206 Q630 250 664 330", { width: 3 }),
    line(c, "M392 240 L352 858", { opacity: 0.28, width: 4 }),
    line(c, "M608 240 L648 858", { opacity: 0.28, width: 4 }),
  ].join("");
}

function jeans(c: DrawCtx): string {
  const d = trousersShape(c, 30);
  const stitch = { color: GOLD, width: 3, opacity: 0.95, dash: "10 7" };
  return [
    shape(c, d),
    rib(c, "M315 150 L685 150 L690 196 L310 196 Z"),
    line(c, "M318 158 L682 158", stitch),
    ...[360, 440, 560, 640].map((x) => rect(x - 6, 146, 12, 56, 3, c.p.dark, `stroke="${c.p.stroke}" stroke-width="2"`)),
    c.back
      ? line(c, "M340 260 L450 250 L455 370 Q400 400 345 372 Z M660 260 L550 250 L545 370 Q600 400 655 372 Z", stitch)
      : [
          line(c, "M500 198 Q512 290 468 318", stitch),
          line(c, "M320 206 Q378 246 340 300", stitch),
          line(c, "M680 206 Q622 246 660 300", stitch),
          line(c, "M600 214 L648 214 L646 262 L604 262 Z", stitch),
          circle(340, 300, 6, "#b87333"),
          circle(660, 300, 6, "#b87333"),
          circle(500, 176, 9, SILVER, `stroke="${c.p.stroke}" stroke-width="2"`),
        ].join(""),
    line(c, "M312 220 L297 850", stitch),
    line(c, "M688 220 L703 850", stitch),
    line(c, "M300 820 L428 830 M572 830 L700 820", { width: 6, opacity: 0.35 }),
  ].join("");
}

function leggings(c: DrawCtx): string {
  const d = "M338 160 L662 160 L668 222 L640 872 L548 878 L505 330 L495 330 L452 878 L360 872 L332 222 Z";
  return [
    shape(c, d),
    rib(c, "M338 150 L662 150 L668 226 L332 226 Z"),
    line(c, "M370 300 Q390 560 402 860", { opacity: 0.2, width: 12 }),
    line(c, "M630 300 Q610 560 598 860", { opacity: 0.2, width: 12 }),
    c.back ? line(c, "M420 250 Q500 300 580 250", { opacity: 0.5 }) : "",
  ].join("");
}

function coat(c: DrawCtx): string {
  const d =
    "M395 150 L605 150 L735 195 Q790 215 800 270 L860 760 L780 775 L735 430 L745 905 L255 905 L265 430 L220 775 L140 760 L200 270 Q210 215 265 195 Z";
  const parts = [shape(c, d)];
  if (c.back) {
    parts.push(shape(c, "M395 150 Q500 190 605 150 L600 120 Q500 160 400 120 Z", c.p.base, { shade: false }), line(c, "M500 720 L500 905", { width: 4 }), line(c, "M300 560 L700 560", { width: 5, opacity: 0.45 }));
  } else {
    parts.push(
      line(c, "M540 430 L548 902", { width: 4 }),
      shape(c, "M400 152 L360 218 L418 244 L380 292 L500 440 L470 222 Z", c.p.light, { shade: false }),
      shape(c, "M600 152 L640 218 L582 244 L620 292 L500 440 L530 222 Z", c.p.light, { shade: false }),
      buttons(c, 450, [500, 610, 720], 12),
      buttons(c, 600, [500, 610, 720], 12),
      rib(c, "M262 548 L738 548 L740 592 L260 592 Z"),
      rect(476, 538, 48, 64, 6, "none", `stroke="${GOLD}" stroke-width="6"`),
      line(c, "M300 660 L380 640 M700 660 L620 640", { width: 4, opacity: 0.6 }),
    );
  }
  parts.push(rib(c, "M780 775 L860 760 L866 800 L786 815 Z"), rib(c, "M220 775 L140 760 L134 800 L214 815 Z"));
  return parts.join("");
}

function jacket(c: DrawCtx): string {
  const d =
    "M400 170 L600 170 L735 205 Q790 225 800 280 L860 728 L780 744 L730 420 L730 760 L270 760 L270 420 L220 744 L140 728 L200 280 Q210 225 265 205 Z";
  return [
    shape(c, d),
    rib(c, "M272 760 L728 760 L722 812 L278 812 Z"),
    rib(c, "M780 744 L860 728 L870 778 L790 794 Z"),
    rib(c, "M220 744 L140 728 L130 778 L210 794 Z"),
    rib(c, "M398 166 Q500 208 602 166 L600 132 Q500 172 400 132 Z"),
    c.back
      ? line(c, "M272 330 Q500 352 728 330", { opacity: 0.5 })
      : [
          line(c, "M500 176 L500 812", { width: 5, color: c.p.isDark ? "#8a8a8a" : c.p.stroke }),
          line(c, "M500 176 L500 812", { width: 12, opacity: 0.35, dash: "3 6" }),
          rect(490, 178, 20, 34, 4, SILVER, `stroke="${c.p.stroke}" stroke-width="2"`),
          line(c, "M330 560 L372 668", { width: 6 }),
          line(c, "M670 560 L628 668", { width: 6 }),
          line(c, "M745 330 L760 380", { width: 5, opacity: 0.5 }),
        ].join(""),
  ].join("");
}

function puffer(c: DrawCtx): string {
  const d =
    "M380 150 L620 150 Q760 175 800 260 L870 760 Q830 790 780 770 L740 430 L745 820 Q500 852 255 820 L260 430 L220 770 Q170 790 130 760 L200 260 Q240 175 380 150 Z";
  const quilt = [250, 340, 430, 520, 610, 700, 780]
    .map((y) => line(c, `M120 ${y} Q500 ${y + 26} 880 ${y}`, { width: 5, opacity: 0.55 }))
    .join("");
  return [
    `<clipPath id="${c.id}-puff"><path d="${d}"/></clipPath>`,
    shape(c, d),
    `<g clip-path="url(#${c.id}-puff)">${quilt}</g>`,
    shape(c, "M392 96 L608 96 L616 176 Q500 200 384 176 Z"),
    c.back ? "" : line(c, "M500 100 L500 840", { width: 5, color: c.p.isDark ? "#8a8a8a" : c.p.stroke }),
  ].join("");
}

/* ───────── shoes (side view, toe to the right) ───────── */

function soleColor(c: DrawCtx): string {
  return c.p.isLight ? "#c9a27a" : WHITE_SOLE;
}

function sneaker(c: DrawCtx): string {
  const upper =
    "M140 700 L150 520 Q156 470 200 456 L330 420 Q362 410 382 430 L422 470 Q522 520 642 560 Q762 590 832 622 Q882 646 882 700 Z";
  return [
    shape(c, "M120 700 L880 700 Q908 700 902 736 L897 760 Q892 786 860 786 L150 786 Q114 786 112 756 L110 726 Q110 700 120 700 Z", soleColor(c), { shade: false }),
    line(c, "M114 738 L900 738", { color: c.p.stroke, opacity: 0.35, width: 3 }),
    shape(c, upper),
    shape(c, "M382 430 Q398 376 446 382 Q470 420 436 466 Z", c.p.light, { shade: false }),
    line(c, "M150 522 Q232 432 330 420", { width: 14, opacity: 0.45 }),
    shape(c, "M700 702 Q684 628 742 588 Q820 606 862 648 Q884 672 882 702 Z", c.p.light, { shade: false }),
    line(c, "M250 650 Q420 560 610 612", { width: 22, color: c.p.isLight ? c.p.stroke : WHITE_SOLE, opacity: 0.55 }),
    line(c, "M392 440 Q492 506 612 562", { width: 8 }),
    ...[0, 1, 2, 3, 4].map((i) => {
      const x = 420 + i * 42;
      const y = 458 + i * 21;
      return line(c, `M${x - 14} ${y - 26} L${x + 18} ${y + 4}`, { width: 7, color: c.p.isDark ? "#d9d9d9" : "#fbfaf7", opacity: 0.95 });
    }),
    line(c, "M160 690 L860 690", { dash: "8 8", width: 3, opacity: 0.45 }),
  ].join("");
}

function boot(c: DrawCtx): string {
  return [
    shape(c, "M212 800 L842 800 Q872 800 870 826 L868 846 L216 846 Z", "#2b2623", { shade: false }),
    shape(c, "M212 846 L330 846 L326 884 L216 884 Z", "#2b2623", { shade: false }),
    shape(c, "M242 800 L252 330 Q252 300 282 300 L442 300 Q472 300 472 330 L477 560 Q562 620 722 660 Q852 690 862 760 Q864 800 842 800 Z"),
    shape(c, "M302 336 L422 336 L432 560 Q366 602 300 560 Z", c.p.dark, { shade: false }),
    line(c, "M312 360 L312 550 M336 352 L336 566 M360 350 L360 572 M384 350 L384 568 M408 350 L408 560", { width: 3, opacity: 0.35 }),
    `<path d="M262 300 L262 236 Q262 222 276 222 L300 222 Q314 222 314 236 L314 300" fill="none" stroke="${c.p.stroke}" stroke-width="12" stroke-linejoin="round"/>`,
    line(c, "M250 784 L850 784", { dash: "9 8", width: 3, opacity: 0.6 }),
    line(c, "M680 654 Q760 700 790 796", { opacity: 0.3, width: 4 }),
  ].join("");
}

function heel(c: DrawCtx): string {
  const lining = c.p.isLight ? "#d9c4a3" : "#eadcc4";
  return [
    shape(c, "M262 640 L318 668 Q306 760 300 884 L282 884 Q276 760 262 640 Z", c.p.dark, { shade: false }),
    shape(
      c,
      "M262 642 Q236 596 262 548 Q300 540 330 556 Q450 640 600 700 Q740 758 836 808 Q884 834 872 862 Q862 882 820 882 L660 884 Q540 870 450 790 Q350 700 262 642 Z",
    ),
    fillPath("M270 560 Q300 552 330 562 Q450 644 598 702 Q520 716 430 684 Q330 636 276 600 Z", lining),
    line(c, "M276 600 Q330 636 430 684 Q520 716 598 702", { width: 4, color: c.p.stroke, opacity: 0.6 }),
    line(c, "M660 884 Q540 870 450 790 Q350 700 262 642", { width: 8, color: c.p.stroke, opacity: 0.7 }),
    line(c, "M650 770 Q740 800 826 836", { opacity: 0.22, width: 12 }),
  ].join("");
}

function loafer(c: DrawCtx): string {
  const lining = c.p.isLight ? "#cdb48f" : "#e3d2b5";
  return [
    shape(c, "M168 728 L872 728 Q884 758 864 772 L182 772 Q164 760 168 728 Z", "#3a2e28", { shade: false }),
    shape(c, "M182 772 L312 772 L312 800 L188 800 Z", "#3a2e28", { shade: false }),
    shape(c, "M182 726 Q168 600 252 574 Q330 590 400 578 Q480 550 560 540 Q700 548 800 624 Q872 676 862 728 L190 730 Z"),
    fillPath("M256 578 Q330 594 400 582 Q440 574 474 560 Q420 612 330 614 Q276 608 256 578 Z", lining),
    line(c, "M256 578 Q330 594 400 582 Q440 574 474 560", { width: 4, color: c.p.stroke, opacity: 0.7 }),
    shape(c, "M468 590 Q560 566 660 590 L664 630 Q560 606 472 630 Z", c.p.dark, { shade: false }),
    ellipse(566, 602, 24, 7, "#2b2623"),
    line(c, "M600 556 Q700 600 724 660 Q760 706 838 712", { dash: "9 7", width: 3 }),
    line(c, "M200 714 L850 714", { dash: "7 7", width: 3, opacity: 0.5 }),
  ].join("");
}

/* ───────── bags and accessories ───────── */

function bag(c: DrawCtx): string {
  return [
    `<path d="M350 402 Q350 200 500 200 Q650 200 650 402" fill="none" stroke="${c.p.stroke}" stroke-width="34" stroke-linecap="round"/>`,
    `<path d="M350 402 Q350 200 500 200 Q650 200 650 402" fill="none" stroke="${c.p.dark}" stroke-width="22" stroke-linecap="round"/>`,
    shape(c, "M230 400 L770 400 L822 850 Q822 872 800 872 L200 872 Q178 872 178 850 Z"),
    c.back
      ? line(c, "M250 520 L750 520", { dash: "9 7", width: 3 })
      : shape(c, "M230 400 L770 400 L762 562 Q500 624 238 562 Z", c.p.light) + rect(474, 574, 52, 38, 6, GOLD, `stroke="${c.p.stroke}" stroke-width="3"`),
    line(c, "M212 846 L788 846", { dash: "9 7", width: 3, opacity: 0.55 }),
    rect(334, 388, 32, 30, 6, GOLD),
    rect(634, 388, 32, 30, 6, GOLD),
  ].join("");
}

function backpack(c: DrawCtx): string {
  return [
    `<path d="M440 182 Q440 120 500 120 Q560 120 560 182" fill="none" stroke="${c.p.stroke}" stroke-width="24" stroke-linecap="round"/>`,
    line(c, "M302 300 Q236 520 296 780", { width: 34, color: c.p.dark, opacity: 1 }),
    line(c, "M698 300 Q764 520 704 780", { width: 34, color: c.p.dark, opacity: 1 }),
    shape(c, "M290 262 Q290 180 370 180 L630 180 Q710 180 710 262 L730 822 Q730 872 680 872 L320 872 Q270 872 270 822 Z"),
    c.back
      ? shape(c, "M330 260 L670 260 L680 760 L320 760 Z", c.p.dark, { shade: false }) + line(c, "M330 420 L670 420 M330 600 L675 600", { dash: "8 8", width: 3 })
      : [
          line(c, "M310 262 Q500 212 690 262", { width: 5, dash: "3 9" }),
          shape(c, "M330 560 L670 560 L682 802 Q682 832 652 832 L348 832 Q318 832 318 802 Z", c.p.light),
          line(c, "M338 600 L662 600", { width: 5, color: c.p.stroke, opacity: 0.6 }),
          rect(600, 590, 16, 42, 4, SILVER),
          rect(560, 282, 16, 42, 4, SILVER),
        ].join(""),
  ].join("");
}

function watch(c: DrawCtx): string {
  const dial = c.p.isDark ? "#f4f1ea" : "#1f1f21";
  const hand = c.p.isDark ? "#1f1f21" : "#f4f1ea";
  const markers = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x1 = 500 + Math.sin(a) * 140;
    const y1 = 500 - Math.cos(a) * 140;
    const x2 = 500 + Math.sin(a) * (i % 3 === 0 ? 112 : 124);
    const y2 = 500 - Math.cos(a) * (i % 3 === 0 ? 112 : 124);
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${hand}" stroke-width="${i % 3 === 0 ? 9 : 5}" stroke-linecap="round"/>`;
  }).join("");
  return [
    shape(c, "M428 96 L572 96 L562 332 L438 332 Z"),
    shape(c, "M438 668 L562 668 L572 904 L428 904 Z"),
    line(c, "M440 110 L440 320 M560 110 L560 320 M444 680 L440 890 M556 680 L560 890", { dash: "6 6", width: 3 }),
    ...[740, 790, 840].map((y) => ellipse(500, y, 10, 7, c.p.dark)),
    rect(684, 478, 36, 44, 8, SILVER, `stroke="#7d8288" stroke-width="3"`),
    circle(500, 500, 192, SILVER, `stroke="#7d8288" stroke-width="6"`),
    circle(500, 500, 192, `url(#${c.id}-shade)`),
    circle(500, 500, 160, dial),
    markers,
    `<line x1="500" y1="500" x2="428" y2="430" stroke="${hand}" stroke-width="14" stroke-linecap="round"/>`,
    `<line x1="500" y1="500" x2="592" y2="396" stroke="${hand}" stroke-width="9" stroke-linecap="round"/>`,
    `<line x1="500" y1="520" x2="500" y2="372" stroke="${c.p.isDark ? "#b52a30" : GOLD}" stroke-width="4" stroke-linecap="round"/>`,
    circle(500, 500, 14, GOLD),
    `<path d="M392 420 Q430 350 500 338" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.25"/>`,
  ].join("");
}

function smartwatch(c: DrawCtx): string {
  const ring = (r: number, color: string, frac: number) => {
    const a = frac * Math.PI * 2;
    const x = 500 + Math.sin(a) * r;
    const y = 500 - Math.cos(a) * r;
    return `<circle cx="500" cy="500" r="${r}" fill="none" stroke="${color}" stroke-width="22" opacity="0.25"/><path d="M500 ${500 - r} A${r} ${r} 0 ${frac > 0.5 ? 1 : 0} 1 ${x.toFixed(1)} ${y.toFixed(1)}" fill="none" stroke="${color}" stroke-width="22" stroke-linecap="round"/>`;
  };
  return [
    shape(c, "M420 90 L580 90 L585 330 L415 330 Z"),
    shape(c, "M415 670 L585 670 L580 910 L420 910 Z"),
    ...[740, 800].map((y) => ellipse(500, y, 12, 8, c.p.dark)),
    rect(664, 440, 30, 70, 12, "#5d6066"),
    rect(318, 308, 364, 384, 86, "#2b2d31", `stroke="#16171a" stroke-width="6"`),
    rect(346, 336, 308, 328, 64, "#0d0e10"),
    ring(120, "#e5484d", 0.78),
    ring(92, "#7bd389", 0.62),
    ring(64, "#4cc3f0", 0.45),
    `<path d="M366 360 Q420 340 470 342" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.18"/>`,
  ].join("");
}

function sunglasses(c: DrawCtx): string {
  const lens = (mirror: boolean) => {
    const d = "M170 420 Q170 368 222 368 L430 368 Q472 368 466 420 L450 540 Q440 602 380 602 L252 602 Q190 602 180 540 Z";
    const t = mirror ? ` transform="translate(1000 0) scale(-1 1)"` : "";
    return `<g${t}><path d="${d}" fill="url(#${c.id}-lens)" stroke="${c.p.base}" stroke-width="26" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${c.p.stroke}" stroke-width="4"/><path d="M214 420 L300 400 L240 560 Z" fill="#ffffff" opacity="0.14"/></g>`;
  };
  return [
    `<path d="M150 400 L96 380 M850 400 L904 380" stroke="${c.p.base}" stroke-width="22" stroke-linecap="round"/>`,
    lens(false),
    lens(true),
    `<path d="M466 410 Q500 380 534 410" fill="none" stroke="${c.p.base}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M466 410 Q500 380 534 410" fill="none" stroke="${c.p.stroke}" stroke-width="3"/>`,
    circle(204, 388, 8, SILVER),
    circle(796, 388, 8, SILVER),
  ].join("");
}

function cap(c: DrawCtx): string {
  return [
    shape(c, "M700 560 Q880 570 922 640 Q800 664 690 616 Z", c.p.dark),
    shape(c, "M220 602 Q220 330 480 310 Q720 300 762 560 L762 602 Z"),
    line(c, "M480 312 Q504 450 494 600", { width: 4 }),
    line(c, "M480 312 Q360 420 334 600", { width: 4 }),
    line(c, "M480 312 Q640 390 700 570", { width: 4 }),
    ellipse(480, 312, 26, 12, c.p.dark, `stroke="${c.p.stroke}" stroke-width="3"`),
    rib(c, "M220 590 L762 590 L762 616 L220 616 Z"),
    circle(400, 420, 8, c.p.dark),
    circle(600, 420, 8, c.p.dark),
    line(c, "M712 576 Q860 590 904 636", { dash: "8 7", width: 3 }),
  ].join("");
}

function beanie(c: DrawCtx): string {
  return [
    shape(c, "M262 700 Q252 332 500 322 Q748 332 738 700 Z"),
    ...[330, 390, 450, 510, 570, 630, 690].map((x) => line(c, `M${x} ${700} Q${x + (x - 500) * 0.05} 480 ${500 + (x - 500) * 0.45} 340`, { opacity: 0.3, width: 5 })),
    rib(c, "M236 640 L764 640 L764 790 Q500 812 236 790 Z"),
    circle(500, 300, 78, c.p.light, `stroke="${c.p.stroke}" stroke-width="5"`),
    circle(500, 300, 78, `url(#${c.id}-dots)`),
  ].join("");
}

function scarf(c: DrawCtx): string {
  const stripes = (x1: number, x2: number) =>
    [380, 460, 540, 620, 700].map((y) => line(c, `M${x1} ${y} L${x2} ${y + 6}`, { width: 14, opacity: 0.35 })).join("");
  const fringe = (x1: number, x2: number, y: number) =>
    Array.from({ length: 9 }, (_, i) => {
      const x = x1 + ((x2 - x1) * i) / 8;
      return line(c, `M${x} ${y} L${x + 4} ${y + 52}`, { width: 6, color: c.p.base, opacity: 1 });
    }).join("");
  return [
    shape(c, "M300 224 Q500 110 700 224 L662 334 Q500 262 338 334 Z"),
    shape(c, "M500 318 L626 318 L646 758 L520 758 Z"),
    fringe(522, 644, 756),
    stripes(508, 640),
    shape(c, "M356 300 L484 300 L474 828 L346 828 Z"),
    fringe(348, 472, 826),
    stripes(350, 480),
    shape(c, "M340 300 Q420 250 500 262 L498 340 Q420 330 350 360 Z", c.p.dark, { shade: false }),
  ].join("");
}

/* ───────── home ───────── */

function mug(c: DrawCtx): string {
  return [
    `<path d="M636 420 Q786 420 786 560 Q786 700 636 700" fill="none" stroke="${c.p.stroke}" stroke-width="56" stroke-linecap="round"/>`,
    `<path d="M636 420 Q786 420 786 560 Q786 700 636 700" fill="none" stroke="${c.p.base}" stroke-width="42" stroke-linecap="round"/>`,
    shape(c, "M300 332 L640 332 L640 780 Q640 832 588 832 L352 832 Q300 832 300 780 Z"),
    ellipse(470, 332, 170, 40, c.p.light, `stroke="${c.p.stroke}" stroke-width="5"`),
    ellipse(470, 336, 148, 28, "#3b2a20"),
    `<path d="M330 420 Q320 600 340 780" fill="none" stroke="#ffffff" stroke-width="22" stroke-linecap="round" opacity="0.22"/>`,
    c.back ? "" : line(c, "M300 640 Q470 668 640 640", { width: 8, opacity: 0.35 }),
  ].join("");
}

function plate(c: DrawCtx): string {
  return [
    ellipse(500, 572, 372, 178, c.p.base, `stroke="${c.p.stroke}" stroke-width="5"`),
    ellipse(500, 572, 372, 178, `url(#${c.id}-shade)`),
    ellipse(500, 584, 240, 110, c.p.dark, `opacity="0.35"`),
    ellipse(500, 590, 226, 100, c.p.light),
    ellipse(500, 572, 330, 154, "none", `stroke="${c.p.line}" stroke-width="4" opacity="0.6"`),
    `<path d="M240 520 Q320 440 460 424" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.3"/>`,
  ].join("");
}

function vase(c: DrawCtx): string {
  const leaf = (x: number, y: number, r: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="46" ry="16" fill="#6f8a5c" transform="rotate(${r} ${x} ${y})" stroke="#4d6340" stroke-width="3"/>`;
  return [
    line(c, "M490 200 Q460 110 400 52", { color: "#55704a", width: 8, opacity: 1 }),
    line(c, "M510 200 Q540 120 610 80", { color: "#55704a", width: 8, opacity: 1 }),
    leaf(440, 100, -40),
    leaf(420, 150, 25),
    leaf(570, 100, 35),
    leaf(600, 150, -20),
    leaf(470, 60, 60),
    shape(c, "M430 180 L570 180 L566 240 Q700 330 700 520 Q700 760 600 852 L400 852 Q300 760 300 520 Q300 330 434 240 Z"),
    ellipse(500, 180, 72, 16, c.p.dark, `stroke="${c.p.stroke}" stroke-width="4"`),
    `<path d="M356 420 Q330 560 372 720" fill="none" stroke="#ffffff" stroke-width="24" stroke-linecap="round" opacity="0.22"/>`,
    c.back ? "" : line(c, "M318 560 Q500 600 682 560", { width: 8, opacity: 0.35 }),
  ].join("");
}

function candle(c: DrawCtx): string {
  return [
    `<path d="M500 292 Q536 348 522 384 Q500 404 478 384 Q466 348 500 292 Z" fill="#f4b942"/>`,
    `<path d="M500 330 Q516 360 510 380 Q500 390 490 380 Q486 360 500 330 Z" fill="#fff3c4"/>`,
    line(c, "M500 386 L500 424", { color: "#2b2623", width: 5, opacity: 1 }),
    shape(c, "M340 402 L660 402 L660 822 Q660 852 630 852 L370 852 Q340 852 340 822 Z"),
    ellipse(500, 430, 150, 24, "#f2ead8", `stroke="${c.p.stroke}" stroke-width="3"`),
    rect(368, 560, 264, 150, 10, "#f7f1e3", `stroke="${c.p.stroke}" stroke-width="3"`),
    line(c, "M410 610 L590 610 M430 650 L570 650", { color: "#bfb49c", width: 6, opacity: 1 }),
    `<path d="M364 440 Q354 620 370 820" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.25"/>`,
  ].join("");
}

function lamp(c: DrawCtx): string {
  const shadeFill = c.p.isLight ? "#fbf8f2" : "#efe6d2";
  return [
    `<ellipse cx="500" cy="470" rx="300" ry="60" fill="url(#${c.id}-glow)"/>`,
    shape(c, "M430 468 Q318 560 378 722 Q420 802 500 802 Q580 802 622 722 Q682 560 570 468 Z"),
    `<path d="M410 560 Q392 650 424 740" fill="none" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.25"/>`,
    ellipse(500, 822, 132, 26, c.p.dark, `stroke="${c.p.stroke}" stroke-width="4"`),
    rect(486, 440, 28, 40, 4, GOLD),
    `<path d="M360 200 L640 200 L762 452 L238 452 Z" fill="${shadeFill}" stroke="#b9ad95" stroke-width="5" stroke-linejoin="round"/>`,
    `<path d="M360 200 L640 200 L762 452 L238 452 Z" fill="url(#${c.id}-shade)"/>`,
    line(c, "M240 440 L760 440", { color: "#b9ad95", width: 4, opacity: 0.7 }),
  ].join("");
}

function pillow(c: DrawCtx): string {
  const tassel = (x: number, y: number) => `<path d="M${x} ${y} l-14 44 l28 0 z" fill="${c.p.dark}"/>`;
  return [
    shape(c, "M200 262 Q500 222 800 262 Q842 500 800 762 Q500 802 200 762 Q158 500 200 262 Z"),
    line(c, "M230 300 Q500 272 770 300 Q800 500 770 724 Q500 752 230 724 Q200 500 230 300 Z", { dash: "10 8", width: 3, opacity: 0.6 }),
    circle(500, 512, 16, c.p.dark),
    line(c, "M500 512 Q380 430 300 330 M500 512 Q620 430 700 330 M500 512 Q380 600 300 700 M500 512 Q620 600 700 700", { opacity: 0.22, width: 6 }),
    tassel(200, 262),
    tassel(800, 262),
    tassel(200, 762),
    tassel(800, 762),
  ].join("");
}

/* ───────── beauty ───────── */

function perfume(c: DrawCtx): string {
  return [
    rect(408, 190, 184, 146, 18, c.p.isDark ? GOLD : "#2b2d31", `stroke="#1b1b1d" stroke-width="4"`),
    rect(448, 330, 104, 56, 6, GOLD, `stroke="#8f7432" stroke-width="3"`),
    `<path d="M320 420 Q320 380 360 380 L640 380 Q680 380 680 420 L680 820 Q680 862 640 862 L360 862 Q320 862 320 820 Z" fill="${mix(c.p.base, "#ffffff", 0.45)}" stroke="${c.p.stroke}" stroke-width="5" opacity="0.95"/>`,
    `<path d="M344 500 L656 500 L656 818 Q656 838 636 838 L364 838 Q344 838 344 818 Z" fill="${c.p.base}" opacity="0.85"/>`,
    `<path d="M320 420 Q320 380 360 380 L640 380 Q680 380 680 420 L680 820 Q680 862 640 862 L360 862 Q320 862 320 820 Z" fill="url(#${c.id}-shade)"/>`,
    rect(404, 582, 192, 120, 6, "#f8f4ec", `stroke="${c.p.stroke}" stroke-width="3"`),
    line(c, "M444 628 L556 628 M464 660 L536 660", { color: "#b8ae98", width: 6, opacity: 1 }),
    `<path d="M352 420 L352 820" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.45"/>`,
  ].join("");
}

function cream(c: DrawCtx): string {
  const lid = c.p.isLight ? GOLD : "#f4f1ea";
  return [
    shape(c, "M282 560 L718 560 L718 802 Q718 842 678 842 L322 842 Q282 842 282 802 Z"),
    `<path d="M268 452 L732 452 L732 562 L268 562 Z" fill="${lid}" stroke="${c.p.stroke}" stroke-width="5"/>`,
    `<path d="M268 452 L732 452 L732 562 L268 562 Z" fill="url(#${c.id}-shade)"/>`,
    line(c, "M270 540 L730 540", { color: c.p.stroke, width: 3, opacity: 0.5 }),
    rect(370, 640, 260, 110, 8, "#f8f4ec", `stroke="${c.p.stroke}" stroke-width="3"`),
    line(c, "M420 680 L580 680 M450 712 L550 712", { color: "#b8ae98", width: 6, opacity: 1 }),
    `<path d="M306 590 L306 810" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.3"/>`,
  ].join("");
}

function lipstick(c: DrawCtx): string {
  return [
    `<g transform="rotate(18 700 740)">${rect(640, 560, 130, 300, 16, "#1f1f21", `stroke="#000" stroke-width="4"`)}${rect(640, 560, 130, 300, 16, `url(#${c.id}-shade)`)}${rect(640, 820, 130, 20, 0, GOLD)}</g>`,
    `<path d="M430 440 L430 296 Q430 262 470 240 L570 196 L570 440 Z" fill="${c.p.base}" stroke="${c.p.stroke}" stroke-width="5"/>`,
    `<path d="M430 440 L430 296 Q430 262 470 240 L570 196 L570 440 Z" fill="url(#${c.id}-shade)"/>`,
    rect(416, 430, 168, 140, 8, GOLD, `stroke="#8f7432" stroke-width="4"`),
    rect(396, 560, 208, 300, 16, "#1f1f21", `stroke="#000" stroke-width="4"`),
    rect(396, 560, 208, 300, 16, `url(#${c.id}-shade)`),
    rect(396, 612, 208, 14, 0, GOLD),
  ].join("");
}

/* ───────── sport and tech ───────── */

function bottle(c: DrawCtx): string {
  return [
    `<path d="M470 150 Q470 96 500 96 Q530 96 530 150" fill="none" stroke="#2b2d31" stroke-width="18"/>`,
    rect(420, 146, 160, 110, 24, "#2b2d31", `stroke="#111" stroke-width="4"`),
    shape(c, "M380 332 Q380 262 440 252 L560 252 Q620 262 620 332 L620 842 Q620 882 580 882 L420 882 Q380 882 380 842 Z"),
    line(c, "M382 640 L618 640", { width: 10, opacity: 0.35 }),
    `<path d="M410 340 L410 840" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.3"/>`,
  ].join("");
}

function yogamat(c: DrawCtx): string {
  const spiral = [0.9, 0.7, 0.5, 0.3]
    .map((k) => `<ellipse cx="760" cy="512" rx="${(72 * k).toFixed(0)}" ry="${(132 * k).toFixed(0)}" fill="none" stroke="${c.p.line}" stroke-width="5" opacity="0.7"/>`)
    .join("");
  return [
    shape(c, "M180 380 L760 380 L760 644 L180 644 Z"),
    ellipse(180, 512, 72, 132, c.p.dark, `stroke="${c.p.stroke}" stroke-width="5"`),
    ellipse(760, 512, 72, 132, c.p.light, `stroke="${c.p.stroke}" stroke-width="5"`),
    spiral,
    rect(316, 372, 40, 280, 6, "#2b2d31"),
    rect(586, 372, 40, 280, 6, "#2b2d31"),
    `<path d="M336 372 Q470 300 606 372" fill="none" stroke="#2b2d31" stroke-width="16"/>`,
    `<path d="M200 420 L740 420" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.25"/>`,
  ].join("");
}

function headphones(c: DrawCtx): string {
  const cup = (x: number) =>
    [
      rect(x, 470, 140, 290, 64, c.p.base, `stroke="${c.p.stroke}" stroke-width="5"`),
      rect(x, 470, 140, 290, 64, `url(#${c.id}-shade)`),
      rect(x + (x < 500 ? 118 : -18), 500, 40, 230, 18, "#2b2d31"),
    ].join("");
  return [
    `<path d="M262 560 Q262 178 500 178 Q738 178 738 560" fill="none" stroke="${c.p.stroke}" stroke-width="58" stroke-linecap="round"/>`,
    `<path d="M262 560 Q262 178 500 178 Q738 178 738 560" fill="none" stroke="${c.p.base}" stroke-width="46" stroke-linecap="round"/>`,
    `<path d="M320 330 Q380 222 500 214 Q620 222 680 330" fill="none" stroke="#2b2d31" stroke-width="26" stroke-linecap="round"/>`,
    rect(246, 420, 32, 70, 8, SILVER),
    rect(722, 420, 32, 70, 8, SILVER),
    cup(190),
    cup(670),
  ].join("");
}

function speaker(c: DrawCtx): string {
  return [
    rect(330, 230, 340, 620, 70, c.p.base, `stroke="${c.p.stroke}" stroke-width="5"`),
    rect(330, 230, 340, 620, 70, `url(#${c.id}-dots)`),
    rect(330, 230, 340, 620, 70, `url(#${c.id}-shade)`),
    rect(330, 230, 340, 90, 44, c.p.dark, `stroke="${c.p.stroke}" stroke-width="5"`),
    ...[430, 500, 570].map((x) => circle(x, 272, 14, c.p.light)),
    rect(330, 790, 340, 60, 30, c.p.dark),
    line(c, "M360 360 L360 760", { color: "#ffffff", width: 16, opacity: 0.2 }),
  ].join("");
}

function powerbank(c: DrawCtx): string {
  return [
    rect(320, 200, 360, 620, 56, c.p.base, `stroke="${c.p.stroke}" stroke-width="5"`),
    rect(320, 200, 360, 620, 56, `url(#${c.id}-shade)`),
    rect(440, 188, 120, 22, 8, "#2b2d31"),
    ...[440, 480, 520, 560].map((x, i) => circle(x, 740, 9, i < 3 ? "#7bd389" : "#5d6066")),
    circle(500, 470, 70, "none", `stroke="${c.p.line}" stroke-width="6" opacity="0.6"`),
    `<path d="M510 430 L480 480 L506 480 L492 520 L526 464 L500 464 Z" fill="${c.p.line}" opacity="0.7"/>`,
    line(c, "M350 240 L350 780", { color: "#ffffff", width: 14, opacity: 0.25 }),
  ].join("");
}

function phonecase(c: DrawCtx): string {
  return [
    rect(680, 300, 14, 90, 6, c.p.dark),
    rect(330, 150, 340, 700, 72, c.p.base, `stroke="${c.p.stroke}" stroke-width="6"`),
    rect(330, 150, 340, 700, 72, `url(#${c.id}-shade)`),
    rect(362, 186, 150, 150, 40, c.p.dark, `stroke="${c.p.stroke}" stroke-width="4"`),
    ...[
      [404, 228],
      [470, 228],
      [404, 294],
    ].map(([x, y]) => circle(x, y, 24, "#17181b", `stroke="#55585e" stroke-width="5"`)),
    circle(470, 294, 10, "#e8e1c6"),
    circle(500, 560, 56, "none", `stroke="${c.p.line}" stroke-width="5" opacity="0.45"`),
    line(c, "M360 400 L360 810", { color: "#ffffff", width: 14, opacity: 0.22 }),
  ].join("");
}

/* ───────── registry ───────── */

const DRAW: Record<ProductKind, (c: DrawCtx) => string> = {
  tshirt,
  tank,
  shirt,
  sweater,
  hoodie,
  dress,
  skirt,
  trousers,
  jeans,
  leggings,
  coat,
  jacket,
  puffer,
  sneaker,
  boot,
  heel,
  loafer,
  bag,
  backpack,
  watch,
  smartwatch,
  sunglasses,
  cap,
  beanie,
  scarf,
  mug,
  plate,
  vase,
  candle,
  lamp,
  pillow,
  perfume,
  cream,
  lipstick,
  bottle,
  yogamat,
  headphones,
  speaker,
  powerbank,
  phonecase,
};

/** Kinds drawn with a real back view; the rest are mirrored. */
const HAS_BACK = new Set<ProductKind>(["tshirt", "tank", "shirt", "sweater", "hoodie", "dress", "skirt", "trousers", "jeans", "leggings", "coat", "jacket", "puffer", "bag", "backpack"]);
const HANGS = new Set<ProductKind>(["tshirt", "tank", "shirt", "sweater", "hoodie", "dress", "coat", "jacket", "puffer"]);
const BOTTOMS = new Set<ProductKind>(["trousers", "jeans", "leggings", "skirt"]);

/** Where the detail view zooms in, per kind (1000-box coordinates). */
const FOCUS: Partial<Record<ProductKind, [number, number]>> = {
  tshirt: [500, 260],
  tank: [500, 260],
  shirt: [500, 280],
  sweater: [500, 280],
  hoodie: [500, 250],
  dress: [500, 420],
  skirt: [500, 250],
  trousers: [520, 230],
  jeans: [600, 250],
  leggings: [500, 220],
  coat: [470, 420],
  jacket: [500, 300],
  puffer: [500, 260],
  sneaker: [500, 560],
  boot: [420, 480],
  heel: [560, 720],
  loafer: [560, 640],
  bag: [500, 560],
  backpack: [560, 620],
  watch: [500, 500],
  smartwatch: [500, 500],
  sunglasses: [320, 480],
  cap: [500, 420],
  beanie: [500, 620],
  scarf: [430, 700],
  mug: [460, 450],
  plate: [500, 560],
  vase: [500, 360],
  candle: [500, 560],
  lamp: [500, 380],
  pillow: [500, 500],
  perfume: [500, 420],
  cream: [500, 560],
  lipstick: [500, 400],
  bottle: [500, 300],
  yogamat: [700, 512],
  headphones: [300, 560],
  speaker: [500, 300],
  powerbank: [500, 600],
  phonecase: [440, 260],
};

/** Lowest point of each drawing (1000 box), so goods stand on the plinth of the outfit view. */
const BOTTOM: Partial<Record<ProductKind, number>> = {
  sneaker: 786,
  boot: 884,
  heel: 884,
  loafer: 800,
  bag: 874,
  backpack: 874,
  watch: 906,
  smartwatch: 912,
  sunglasses: 610,
  cap: 660,
  beanie: 806,
  scarf: 880,
  mug: 834,
  plate: 752,
  vase: 854,
  candle: 854,
  lamp: 850,
  pillow: 806,
  perfume: 864,
  cream: 844,
  lipstick: 900,
  bottle: 884,
  yogamat: 646,
  headphones: 762,
  speaker: 852,
  powerbank: 822,
  phonecase: 852,
};

/** Low drawings are lifted towards the middle of the front and back views. */
const LIFT: Partial<Record<ProductKind, number>> = { heel: -150, loafer: -130, sneaker: -90, plate: -60, yogamat: -10 };

/** <defs> the drawings need (shading, ribbing, dots, lens and glow gradients), prefixed with `id`. */
export function illustrationDefs(id: string, p: Palette): string {
  return [
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.26"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.24"/></linearGradient>`,
    `<pattern id="${id}-rib" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${p.base}" opacity="0.55"/><path d="M7 0 L7 14" stroke="${p.stroke}" stroke-width="3" opacity="0.35"/></pattern>`,
    `<pattern id="${id}-dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="3.2" fill="${p.stroke}" opacity="0.3"/></pattern>`,
    `<linearGradient id="${id}-lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d1f24"/><stop offset="1" stop-color="#5b5f68"/></linearGradient>`,
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
  ].join("");
}

/** The item alone (no background), in the 1000 box; needs illustrationDefs(id) in the SVG. */
export function drawItem(kind: ProductKind, p: Palette, id: string, back = false): string {
  const c: DrawCtx = { p, back: back && HAS_BACK.has(kind), id };
  const body = DRAW[kind](c);
  return back && !HAS_BACK.has(kind) ? `<g transform="translate(1000 0) scale(-1 1)">${body}</g>` : body;
}

function groundShadow(id: string, y = 900, rx = 330): string {
  return `<ellipse cx="500" cy="${y}" rx="${rx}" ry="42" fill="url(#${id}-shadow)"/>`;
}

function hanger(): string {
  return [
    `<path d="M500 176 L500 128 Q500 96 528 94 Q556 94 556 120 Q556 138 536 146" fill="none" stroke="#9aa0a6" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M290 252 Q400 200 500 172 Q600 200 710 252" fill="none" stroke="#a9804f" stroke-width="22" stroke-linecap="round"/>`,
  ].join("");
}

/** A complete square product image (SVG markup), `size` px wide and high. */
export function productSvg(kind: ProductKind, hex: string, view: ProductView, size: number): string {
  const p = paletteOf(hex);
  const id = "i";
  const defs = illustrationDefs(id, p);
  let scene: string;
  if (view === "outfit") {
    const wall = mix(p.bg, "#f6f1ea", 0.5);
    const floor = mix(wall, "#000000", 0.07);
    const ring = mix(p.base, "#ffffff", 0.72);
    const plant =
      `<rect x="800" y="700" width="90" height="100" rx="14" fill="#d8c3a5" stroke="#a89272" stroke-width="4"/>` +
      [
        [830, 640, -30],
        [860, 620, 20],
        [845, 590, -5],
        [880, 660, 45],
        [815, 675, -60],
      ]
        .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="62" fill="#6f8a5c" transform="rotate(${r} ${x} ${y})" stroke="#4d6340" stroke-width="3"/>`)
        .join("");
    let item: string;
    if (HANGS.has(kind)) item = `<g transform="translate(80 60) scale(0.8)">${hanger()}${drawItem(kind, p, id)}</g>`;
    else if (BOTTOMS.has(kind))
      item = `<g transform="translate(80 70) scale(0.8)"><path d="M300 120 L700 120" stroke="#a9804f" stroke-width="18" stroke-linecap="round"/><path d="M500 120 L500 70 Q500 40 526 40" fill="none" stroke="#9aa0a6" stroke-width="10" stroke-linecap="round"/>${drawItem(kind, p, id)}</g>`;
    else
      item =
        `<rect x="200" y="770" width="520" height="120" rx="10" fill="${mix(wall, "#ffffff", 0.5)}" stroke="${mix(wall, "#000000", 0.15)}" stroke-width="4"/>` +
        `<g transform="translate(110 ${Math.round(772 - 0.7 * (BOTTOM[kind] ?? 870))}) scale(0.7)">${drawItem(kind, p, id)}</g>`;
    scene = `<rect width="1000" height="1000" fill="${wall}"/><rect y="800" width="1000" height="200" fill="${floor}"/><circle cx="600" cy="430" r="330" fill="${ring}" opacity="0.7"/>${plant}${item}`;
  } else if (view === "detail") {
    const [fx, fy] = FOCUS[kind] ?? [500, 450];
    scene =
      `<rect width="1000" height="1000" fill="${p.bg}"/>` +
      `<g transform="translate(500 500) scale(2.4) translate(${-fx} ${-fy})">${drawItem(kind, p, id)}</g>`;
  } else {
    const dy = LIFT[kind] ?? 0;
    const shadowY = Math.min(910, (BOTTOM[kind] ?? 880) + dy + 18);
    const item = drawItem(kind, p, id, view === "back");
    scene = `<rect width="1000" height="1000" fill="${p.bg}"/><circle cx="500" cy="470" r="390" fill="${mix(p.bg, "#ffffff", 0.35)}"/>${groundShadow(id, shadowY)}${dy ? `<g transform="translate(0 ${dy})">${item}</g>` : item}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000"><defs>${defs}</defs>${scene}</svg>`;
}
