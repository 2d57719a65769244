import sharp from "sharp";
import { PRODUCT_KINDS } from "./backend/media/kinds.ts";
import { productSvg } from "./backend/media/illustrations.ts";
const view = (process.argv[2] ?? "front") as any;
const colors = ["b52a30", "3b6fb0", "f5f3ef", "1f1f21", "d6a22a", "a4b494", "6e4b33", "e7b3b9"];
const size = 250;
const cols = 8;
const kinds = process.argv[3] ? process.argv[3].split(",") : PRODUCT_KINDS;
const tiles = await Promise.all(kinds.map(async (k, i) => {
  const t0 = Date.now();
  const buf = await sharp(Buffer.from(productSvg(k as any, colors[i % colors.length], view, size))).png().toBuffer();
  return { input: buf, left: (i % cols) * size, top: Math.floor(i / cols) * size, ms: Date.now() - t0 };
}));
const rows = Math.ceil(kinds.length / cols);
await sharp({ create: { width: cols * size, height: rows * size, channels: 3, background: "#fff" } }).composite(tiles).png().toFile(`/tmp/sheet-${view}.png`);
console.log("max ms", Math.max(...tiles.map((t) => t.ms)));
