/** The part of s3rver's API that backend/test/s3.ts uses (the package has no types). */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface Options {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
