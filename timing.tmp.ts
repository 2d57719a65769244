import { PRODUCT_KINDS } from "./backend/media/kinds.ts";
import { renderRecipe, parseRecipe } from "./backend/media/render.ts";
const res: [string, number][] = [];
for (const view of ["front", "outfit", "back", "detail"]) for (const k of PRODUCT_KINDS) {
  const r = parseRecipe(`gen/p/${k}/b52a30/${view}.png`)!;
  const t0 = performance.now();
  await renderRecipe(r, Number(process.argv[2] ?? 300) as any);
  res.push([`${k}/${view}`, performance.now() - t0]);
}
res.sort((a, b) => b[1] - a[1]);
console.log(res.slice(0, 12).map(([k, t]) => `${k} ${t.toFixed(0)}`).join("\n"));
console.log("median", res[Math.floor(res.length / 2)][1].toFixed(0));
