// The package ships no types: its server class, as far as tests/support/local-s3-server.ts uses it.
declare module "@20minutes/s3rver" {
  export type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory?: string;
    /** Buckets that exist from the start (created without the S3 API). */
    configureBuckets?: { name: string }[];
    resetOnClose?: boolean;
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
