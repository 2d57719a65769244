/**
 * The drawings of other goods: bags and accessories, home, beauty, sport and tech, in the
 * product's colour (draw-kit.ts: the context and the primitives).
 */
import { mix } from "./color.ts";
import { GOLD, SILVER, circle, ellipse, line, rect, rib, shape, type DrawCtx } from "./draw-kit.ts";

/* ───────── bags and accessories ───────── */

export function bag(c: DrawCtx): string {
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

export function backpack(c: DrawCtx): string {
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

export function watch(c: DrawCtx): string {
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

export function smartwatch(c: DrawCtx): string {
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

export function sunglasses(c: DrawCtx): string {
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

export function cap(c: DrawCtx): string {
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

export function beanie(c: DrawCtx): string {
  return [
    shape(c, "M262 700 Q252 332 500 322 Q748 332 738 700 Z"),
    ...[330, 390, 450, 510, 570, 630, 690].map((x) => line(c, `M${x} ${700} Q${x + (x - 500) * 0.05} 480 ${500 + (x - 500) * 0.45} 340`, { opacity: 0.3, width: 5 })),
    rib(c, "M236 640 L764 640 L764 790 Q500 812 236 790 Z"),
    circle(500, 300, 78, c.p.light, `stroke="${c.p.stroke}" stroke-width="5"`),
    circle(500, 300, 78, `url(#${c.id}-dots)`),
  ].join("");
}

export function scarf(c: DrawCtx): string {
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

export function mug(c: DrawCtx): string {
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

export function plate(c: DrawCtx): string {
  return [
    ellipse(500, 572, 372, 178, c.p.base, `stroke="${c.p.stroke}" stroke-width="5"`),
    ellipse(500, 572, 372, 178, `url(#${c.id}-shade)`),
    ellipse(500, 584, 240, 110, c.p.dark, `opacity="0.35"`),
    ellipse(500, 590, 226, 100, c.p.light),
    ellipse(500, 572, 330, 154, "none", `stroke="${c.p.line}" stroke-width="4" opacity="0.6"`),
    `<path d="M240 520 Q320 440 460 424" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.3"/>`,
  ].join("");
}

export function vase(c: DrawCtx): string {
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

export function candle(c: DrawCtx): string {
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

export function lamp(c: DrawCtx): string {
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

export function pillow(c: DrawCtx): string {
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

export function perfume(c: DrawCtx): string {
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

export function cream(c: DrawCtx): string {
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

export function lipstick(c: DrawCtx): string {
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

export function bottle(c: DrawCtx): string {
  return [
    `<path d="M470 150 Q470 96 500 96 Q530 96 530 150" fill="none" stroke="#2b2d31" stroke-width="18"/>`,
    rect(420, 146, 160, 110, 24, "#2b2d31", `stroke="#111" stroke-width="4"`),
    shape(c, "M380 332 Q380 262 440 252 L560 252 Q620 262 620 332 L620 842 Q620 882 580 882 L420 882 Q380 882 380 842 Z"),
    line(c, "M382 640 L618 640", { width: 10, opacity: 0.35 }),
    `<path d="M410 340 L410 840" stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.3"/>`,
  ].join("");
}

export function yogamat(c: DrawCtx): string {
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

export function headphones(c: DrawCtx): string {
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

export function speaker(c: DrawCtx): string {
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

export function powerbank(c: DrawCtx): string {
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

export function phonecase(c: DrawCtx): string {
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
