/**
 * The drawings of what is worn: garments (front and back) and shoes (side view, toe to the
 * right), in the product's colour (draw-kit.ts: the context and the primitives).
 */
import { GOLD, SILVER, WHITE_SOLE, buttons, circle, ellipse, fillPath, line, rect, rib, shape, type DrawCtx } from "./draw-kit.ts";

/* ───────── garments ───────── */

export function tshirt(c: DrawCtx): string {
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

export function tank(c: DrawCtx): string {
  const d = "M372 150 Q500 275 628 150 L668 150 Q668 262 726 310 L726 830 Q500 848 274 830 L274 310 Q332 262 332 150 Z";
  return [
    shape(c, d),
    line(c, c.back ? "M378 156 Q500 215 622 156" : "M380 158 Q500 262 620 158", { width: 12, opacity: 0.55 }),
    line(c, "M338 156 Q340 262 282 312", { width: 10, opacity: 0.45 }),
    line(c, "M662 156 Q660 262 718 312", { width: 10, opacity: 0.45 }),
    line(c, "M278 806 Q500 824 722 806", { opacity: 0.5 }),
  ].join("");
}

export function shirt(c: DrawCtx): string {
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

export function sweater(c: DrawCtx): string {
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

export function hoodie(c: DrawCtx): string {
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

export function dress(c: DrawCtx): string {
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

export function skirt(c: DrawCtx): string {
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

export function trousers(c: DrawCtx): string {
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

export function jeans(c: DrawCtx): string {
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

export function leggings(c: DrawCtx): string {
  const d = "M338 160 L662 160 L668 222 L640 872 L548 878 L505 330 L495 330 L452 878 L360 872 L332 222 Z";
  return [
    shape(c, d),
    rib(c, "M338 150 L662 150 L668 226 L332 226 Z"),
    line(c, "M370 300 Q390 560 402 860", { opacity: 0.2, width: 12 }),
    line(c, "M630 300 Q610 560 598 860", { opacity: 0.2, width: 12 }),
    c.back ? line(c, "M420 250 Q500 300 580 250", { opacity: 0.5 }) : "",
  ].join("");
}

export function coat(c: DrawCtx): string {
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

export function jacket(c: DrawCtx): string {
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

export function puffer(c: DrawCtx): string {
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

export function sneaker(c: DrawCtx): string {
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

export function boot(c: DrawCtx): string {
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

export function heel(c: DrawCtx): string {
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

export function loafer(c: DrawCtx): string {
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
