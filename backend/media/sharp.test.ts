import { describe, expect, it, vi } from "vitest";

const loaded = vi.hoisted(() => ({ count: 0, settings: [] as string[] }));

vi.mock("sharp", async (importOriginal) => {
  loaded.count += 1;
  const real = (await importOriginal<{ default: typeof import("sharp") }>()).default;
  const wrapped = Object.assign((...args: Parameters<typeof real>) => real(...args), {
    concurrency: (n: number) => {
      loaded.settings.push(`concurrency ${n}`);
      return real.concurrency(n);
    },
    cache: (on: boolean) => {
      loaded.settings.push(`cache ${on}`);
      return real.cache(on);
    },
  });
  return { default: wrapped };
});

describe("sharp is loaded on the first render, not at start", () => {
  it("importing the API does not load it; the first render does, once, with its settings", async () => {
    // the whole API (every module's routes, the image routes and the back office among them)
    const api = await import("../app.ts");
    const { mediaRoutes } = await import("./routes.ts");
    expect(Object.keys(api).length).toBeGreaterThan(0);
    const { parseRecipe, renderRecipe } = await import("./render.ts");
    expect(typeof mediaRoutes).toBe("function");
    expect(loaded.count).toBe(0);

    const recipe = parseRecipe("gen/p/dress/b52a30/front.png");
    expect(recipe).not.toBeNull();
    const first = await renderRecipe(recipe!, 50);
    const second = await renderRecipe(recipe!, 50);
    expect(loaded.count).toBe(1);
    expect(loaded.settings).toEqual(["concurrency 1", "cache false"]);
    // a real WebP: RIFF....WEBP
    expect(first.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(first.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(second.equals(first)).toBe(true);
  });
});
