import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Rendered images: a small in-memory LRU in front of an optional disk cache
 * (`${DATA_DIR}/cache/img/`; memory only when the data dir is "memory://").
 * Keys are canonical recipe keys built by the recipe parser, never raw request paths.
 */
export class ImageCache {
  private memory = new Map<string, Buffer>();
  private memoryBytes = 0;
  private inflight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly dir: string | null,
    private readonly memoryBudget = 48 * 1024 * 1024,
  ) {}

  static forDataDir(dataDir: string): ImageCache {
    return dataDir === "memory://" ? new ImageCache(null, 128 * 1024 * 1024) : new ImageCache(path.resolve(dataDir, "cache", "img"));
  }

  /** The cached bytes, or `render()`'s (stored for next time); concurrent misses render once. */
  async get(key: string, render: () => Promise<Buffer>): Promise<{ body: Buffer; hit: boolean }> {
    const cached = this.memory.get(key);
    if (cached) {
      this.memory.delete(key);
      this.memory.set(key, cached);
      return { body: cached, hit: true };
    }
    const pending = this.inflight.get(key);
    if (pending) return { body: await pending, hit: true };
    const task = this.load(key, render);
    this.inflight.set(key, task);
    try {
      const result = await task;
      return { body: result, hit: false };
    } finally {
      this.inflight.delete(key);
    }
  }

  private async load(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.dir ? path.join(this.dir, `${key}.webp`) : null;
    if (file) {
      const fromDisk = await readFile(file).catch(() => null);
      if (fromDisk) {
        this.remember(key, fromDisk);
        return fromDisk;
      }
    }
    const body = await render();
    this.remember(key, body);
    if (file) {
      // a read-only or full disk only costs a re-render later
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch {
        /* served from memory */
      }
    }
    return body;
  }

  private remember(key: string, body: Buffer) {
    if (body.length > this.memoryBudget / 4) return;
    this.memory.set(key, body);
    this.memoryBytes += body.length;
    for (const [oldKey, oldBody] of this.memory) {
      if (this.memoryBytes <= this.memoryBudget) break;
      this.memory.delete(oldKey);
      this.memoryBytes -= oldBody.length;
    }
  }

  /** in-memory entries (for tests) */
  get size(): number {
    return this.memory.size;
  }
}
