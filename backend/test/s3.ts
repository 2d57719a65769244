/** A real S3-compatible server for the photo store tests: s3rver on a free port, files in a temporary folder. */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials */
export const S3RVER_KEY = "S3RVER";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** the settings a process needs to keep its photos in this bucket */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(bucket = "bazaar-photos"): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "bazaar-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: S3RVER_KEY, S3_SECRET_ACCESS_KEY: S3RVER_KEY },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A local port nothing listens on (taken and closed again): a bucket endpoint that refuses every connection. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
