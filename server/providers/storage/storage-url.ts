// STORAGE_URL, read once: server/config.ts refuses a bad one at start-up with this message, and
// create-file-storage.ts builds the S3 client from the result.
import { assertValidFileKey } from "./file-storage.ts";

export type S3Location = {
  bucket: string;
  /** Prepended to every key ("" or ending in "/"), so that one bucket can hold several sites' files. */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, B2, Ceph...); unset means AWS itself. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
};

const knownParams = new Set(["region", "endpoint", "forcePathStyle"]);
// DNS-compatible bucket names (S3's rules, without the dotted-IP check).
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `s3://BUCKET[/PREFIX]?region=REGION&endpoint=URL&forcePathStyle=true` (all query parameters optional; region
 * defaults to us-east-1, forcePathStyle to true when an endpoint is given). Credentials are not part of the
 * URL: the SDK's standard chain reads AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile or an instance role.
 * Throws an Error whose message says what is wrong.
 */
export function parseStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("must be a URL like s3://bucket?region=us-east-1");
  }
  if (url.protocol !== "s3:") throw new Error("must start with s3://");
  if (url.username || url.password)
    throw new Error("must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead");
  const bucket = url.hostname;
  if (!bucketPattern.test(bucket))
    throw new Error(`names bucket "${bucket}": 3-63 lower-case letters, digits, dots and dashes`);
  for (const name of url.searchParams.keys()) {
    if (!knownParams.has(name))
      throw new Error(`has an unknown parameter "${name}" (known: ${[...knownParams].join(", ")})`);
  }
  // The URL parser would quietly resolve "a/../b" to "b": a typo there should not pick another prefix.
  if (/\/\.{1,2}(?:[/?#]|$)/.test(value.split("?")[0] ?? ""))
    throw new Error('has "." or ".." in its prefix');
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (path && !isValidFileKey(path))
    throw new Error(`has a prefix "${path}" that is not segments of letters, digits, '.', '-' and '_'`);
  const prefix = path ? `${path}/` : "";
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    throw new Error("has an endpoint that is not an http(s) origin like http://127.0.0.1:9000");
  const pathStyle = url.searchParams.get("forcePathStyle");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false")
    throw new Error("has forcePathStyle other than true or false");
  return {
    bucket,
    prefix,
    region: url.searchParams.get("region") || "us-east-1",
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, "") } : {}),
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === "true",
  };
}

function isValidFileKey(value: string): boolean {
  try {
    assertValidFileKey(value);
    return true;
  } catch {
    return false;
  }
}
