import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appEnvSchema } from "../app/.server/config.ts";
import { backendEnvSchema } from "../backend/config.ts";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("starts with the two set-up commands", () => {
    const blocks = [...readme.matchAll(/```sh\n([^`]+)```/g)].map((m) => m[1].trim());
    expect(blocks.slice(0, 2)).toEqual(["npm ci && npm run build && npm start", "npm test"]);
  });

  it("documents every environment variable of both configurations", () => {
    const names = [...Object.keys(appEnvSchema.shape), ...Object.keys(backendEnvSchema.shape)];
    const missing = names.filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it("points to the architecture page, which exists", () => {
    expect(readme).toContain("docs/architecture.md");
    expect(readFileSync(new URL("../docs/architecture.md", import.meta.url), "utf8")).toMatch(/^# /);
  });
});
