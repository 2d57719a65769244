import sharp from "sharp";
import { bannerSvg } from "./backend/media/banners.ts";
const items: [string, number, number][] = [
  ["slide-1-dress-b52a30", 1920, 800], ["slide-2-shirt-d9c4a3", 1920, 800], ["slide-3-sneaker-3b6fb0", 1920, 800],
  ["double-women-coat-b8864f", 960, 1200], ["double-men-jacket-43474e", 960, 1200], ["big-home-lamp-d6a22a", 1920, 700],
  ["brand-nar", 600, 600], ["brand-volta", 600, 600], ["collection-linen-shirt-d9c4a3", 1600, 900], ["article-4-sneaker-3b6fb0", 800, 1000],
  ["popular-women-small-dress-b52a30", 600, 800], ["article-2-block-3-dress-6e1e2e", 1600, 900],
];
const W = 480;
let y = 0;
const tiles: any[] = [];
let x = 0, rowH = 0;
for (const [id, w, h] of items) {
  const ow = W, oh = Math.round(h * W / w);
  const t0 = Date.now();
  const buf = await sharp(Buffer.from(bannerSvg(id, w, h, ow, oh))).png().toBuffer();
  console.log(id, Date.now() - t0);
  if (x + ow > 1920) { x = 0; y += rowH + 10; rowH = 0; }
  tiles.push({ input: buf, left: x, top: y }); x += ow + 10; rowH = Math.max(rowH, oh);
}
await sharp({ create: { width: 1960, height: y + rowH, channels: 3, background: "#fff" } }).composite(tiles).png().toFile("/tmp/banners.png");
