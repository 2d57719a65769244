import type { S3Client } from "@aws-sdk/client-s3";
import { checkKey, StoreUnavailableError, type ObjectStore } from "./storage.ts";

/** Where an S3-compatible bucket is and how to reach it (the `S3_*` settings, backend/config.ts). */
export interface S3Settings {
  bucket: string;
  /** unset: the provider's own endpoint for the region (AWS); set for MinIO, R2, Spaces, s3rver… */
  endpoint?: string;
  region: string;
  /** both or neither; neither: the SDK's own credential chain (instance role, AWS_* variables) */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** prepended to every key (`shop-a/`), so several shops can share a bucket */
  prefix: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` */
  pathStyle: boolean;
  /** ms one request (connect and answer) may take before the store counts as unavailable */
  timeoutMs: number;
}

/** What every object of the store is sent with: the keys are content-addressed, so the bytes under one never change. */
export const OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The photo store in an S3-compatible bucket: every process (on any machine) configured with
 * the same bucket reads what any of them wrote. Objects carry their content type and a long
 * immutable cache lifetime, so a bucket served straight to browsers (S3_PUBLIC_URL) answers
 * like the image route. A request that fails or runs out of time throws StoreUnavailableError;
 * only a missing key is `null`. The SDK is loaded on the first call.
 */
export class S3Store implements ObjectStore {
  private client: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;

  constructor(readonly settings: S3Settings) {}

  private connect() {
    this.client ??= import("@aws-sdk/client-s3").then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey, pathStyle, timeoutMs } = this.settings;
      const client = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle: pathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // one retry: a failing bucket is answered within about twice the timeout, not after minutes
        maxAttempts: 2,
        requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
        // checksums only where the API requires them (S3-compatible servers differ in what they accept)
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return { client, sdk };
    });
    return this.client;
  }

  private key(key: string): string {
    return this.settings.prefix + checkKey(key);
  }

  private fail(action: string, key: string, err: unknown): never {
    const name = (err as { name?: string })?.name ?? "Error";
    throw new StoreUnavailableError(`photo store (bucket ${this.settings.bucket}) could not ${action} ${key}: ${name}: ${(err as Error)?.message ?? String(err)}`, { cause: err });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const Key = this.key(key);
    const { client, sdk } = await this.connect();
    try {
      await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: body, ContentType: contentType, ContentLength: body.length, CacheControl: OBJECT_CACHE_CONTROL }));
    } catch (err) {
      this.fail("write", Key, err);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.key(key);
    const { client, sdk } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      this.fail("read", Key, err);
    }
  }

  async remove(key: string): Promise<void> {
    const Key = this.key(key);
    const { client, sdk } = await this.connect();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
    } catch (err) {
      if (isMissing(err)) return;
      this.fail("remove", Key, err);
    }
  }
}

/** A key that holds nothing (S3 says NoSuchKey, or a bare 404 for a HEAD or a bucket without listing rights). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || (e?.$metadata?.httpStatusCode === 404 && e?.name !== "NoSuchBucket");
}
