import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

describe("zod in the browser", () => {
  it("is configured jitless by the first import of the root route, before any schema is built", async () => {
    const first = readFileSync("app/root.tsx", "utf8").match(/^import\s+[^;]*;/m)?.[0];
    expect(first).toBe('import "./lib/zod-jitless";');
    vi.resetModules();
    vi.stubGlobal("document", {});
    try {
      await import("./zod-jitless.ts");
      const { globalConfig } = await import("zod/v4/core");
      expect(globalConfig.jitless).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
