#!/usr/bin/env node
/**
 * Completes package-lock.json with the other platforms' optional native packages
 * (e.g. @rollup/rollup-darwin-arm64) when the registry npm resolved against did not offer
 * them. Without those entries `npm ci` refuses the lockfile ("Missing: … from lock file").
 * The entries carry os/cpu/libc, so every machine installs only its own platform's build.
 *
 * Usage: node scripts/complete-lockfile.mjs   (after any `npm install` that rewrote the lock)
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "netbsd", "sunos", "aix", "win32"];
const CPU = { arm: "arm", "arm-eabi": "arm", arm64: "arm64", x64: "x64", ia32: "ia32", loong64: "loong64", ppc64: "ppc64", riscv64: "riscv64", s390x: "s390x", wasm32: "wasm32", mips64el: "mips64el" };

/** os/cpu/libc from a platform package name such as rollup-linux-arm-musleabihf, or undefined. */
function platformOf(name) {
  const base = name.split("/").pop();
  if (/-wasm32-wasi$/.test(base)) return { cpu: ["wasm32"] };
  for (const os of OS) {
    const m = new RegExp(`-${os}-(.+)$`).exec(base);
    if (!m) continue;
    const rest = m[1];
    const libc = /musl/.test(rest) ? ["musl"] : os === "linux" && /gnu/.test(rest) ? ["glibc"] : undefined;
    const arch = rest.replace(/-(gnu|gnueabihf|musl|musleabihf|msvc|eabi)$/, (s) => (s === "-eabi" ? "-eabi" : ""));
    const cpu = CPU[arch] ?? CPU[arch.split("-")[0]];
    if (!cpu) return undefined;
    return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
  }
  return undefined;
}

/** Whether `name` resolves from the folder of the package at `location`. */
function resolvable(location, name) {
  let dir = location;
  while (true) {
    if (packages[`${dir}/node_modules/${name}`]) return true;
    const cut = dir.lastIndexOf("/node_modules/");
    if (cut < 0) return Boolean(packages[`node_modules/${name}`]);
    dir = dir.slice(0, cut);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!location || !entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    if (resolvable(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const folder = location.slice(0, location.lastIndexOf("node_modules/"));
    packages[`${folder}node_modules/${name}`] = {
      version,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.license ? { license: entry.license } : {}),
      optional: true,
    };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en")));
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `added ${added} platform package entries to package-lock.json` : "package-lock.json already lists every platform package");
