import sharp from "sharp";
import { productSvg } from "./backend/media/illustrations.ts";
const list = process.argv.slice(2);
const size = 400;
const tiles = await Promise.all(list.map(async (spec, i) => {
  const [k, hex, view] = spec.split("/");
  return { input: await sharp(Buffer.from(productSvg(k as any, hex, view as any, size))).png().toBuffer(), left: i * size, top: 0 };
}));
await sharp({ create: { width: list.length * size, height: size, channels: 3, background: "#fff" } }).composite(tiles).png().toFile("/tmp/one.png");
