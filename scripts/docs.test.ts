import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appEnvSchema } from "../app/.server/config.ts";
import { backendEnvSchema } from "../backend/config.ts";
import { SCREENSHOTS_FOLDER, screenshotsDir, shotPath } from "./screenshot-dir.ts";

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

describe("screenshots", () => {
  const root = new URL("..", import.meta.url);
  const read = (file: string) => readFileSync(new URL(file, root), "utf8");

  it("go to a folder git ignores, which the README names", () => {
    expect(read(".gitignore").split("\n")).toContain(`/${SCREENSHOTS_FOLDER}/`);
    expect(read(".dockerignore").split("\n")).toContain(SCREENSHOTS_FOLDER);
    expect(readme).toContain(`into \`${SCREENSHOTS_FOLDER}/\``);
  });

  it("the folder is screenshots/ of the working directory unless SCREENSHOTS_DIR names another", () => {
    const before = process.env.SCREENSHOTS_DIR;
    try {
      delete process.env.SCREENSHOTS_DIR;
      expect(screenshotsDir()).toBe(path.resolve("screenshots"));
      process.env.SCREENSHOTS_DIR = "/tmp/shots";
      expect(shotPath("home-375.png")).toBe("/tmp/shots/home-375.png");
    } finally {
      if (before === undefined) delete process.env.SCREENSHOTS_DIR;
      else process.env.SCREENSHOTS_DIR = before;
    }
  });

  it("no script or spec writes into docs/ any more", () => {
    const sources = [
      ...readdirSync(new URL("tests/e2e/", root)).map((f) => `tests/e2e/${f}`),
      ...readdirSync(new URL("scripts/", root)).map((f) => `scripts/${f}`),
    ].filter((f) => /\.(ts|mjs|sh)$/.test(f) && f !== "scripts/docs.test.ts");
    const writers = sources.filter((f) => read(f).includes("docs/screenshots"));
    expect(writers).toEqual([]);
    expect(read("docs/architecture.md")).not.toContain("docs/screenshots");
  });
});
