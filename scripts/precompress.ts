/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible hashed
 * asset of the client build, when the copy is smaller; the server sends them as they are
 * (server/assets.ts). Run by `npm run build`; `BUILD_DIR` as for the server (default build).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE } from "../server/assets.ts";

export function precompressDir(dir: string): { files: number; bytes: number; br: number; gz: number } {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!COMPRESSIBLE.has(path.extname(name).toLowerCase()) || !statSync(full).isFile()) continue;
    const raw = readFileSync(full);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    totals.files += 1;
    totals.bytes += raw.length;
    if (br.length < raw.length) {
      writeFileSync(`${full}.br`, br);
      totals.br += br.length;
    }
    if (gz.length < raw.length) {
      writeFileSync(`${full}.gz`, gz);
      totals.gz += gz.length;
    }
  }
  return totals;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
  const t = precompressDir(dir);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(`precompressed ${t.files} assets in ${dir}: ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
