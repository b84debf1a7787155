import { describe, expect, it } from "vitest";
import { parseStorageUrl } from "./storage-url.ts";

describe("STORAGE_URL", () => {
  it("reads an S3-compatible server's bucket, endpoint, region and path style", () => {
    expect(
      parseStorageUrl(
        "s3://lesson-files?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true",
      ),
    ).toEqual({
      bucket: "lesson-files",
      prefix: "",
      region: "eu-west-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
  });

  it("defaults to AWS in us-east-1 with virtual-hosted buckets, and to path style with an endpoint", () => {
    expect(parseStorageUrl("s3://my.bucket")).toEqual({
      bucket: "my.bucket",
      prefix: "",
      region: "us-east-1",
      forcePathStyle: false,
    });
    expect(parseStorageUrl("s3://b12?endpoint=https%3A%2F%2Fs3.example.com%2F")).toMatchObject({
      endpoint: "https://s3.example.com",
      forcePathStyle: true,
    });
    expect(
      parseStorageUrl("s3://b12?endpoint=https://s3.example.com&forcePathStyle=false").forcePathStyle,
    ).toBe(false);
  });

  it("keeps a path as the prefix of every key", () => {
    expect(parseStorageUrl("s3://bucket/ai-labs/prod/").prefix).toBe("ai-labs/prod/");
    expect(parseStorageUrl("s3://bucket/").prefix).toBe("");
  });

  it.each([
    ["not a url", "must be a URL"],
    ["https://bucket", "must start with s3://"],
    ["s3://KEY:SECRET@bucket", "must not hold credentials"],
    ["s3://Bucket_Name", 'names bucket "Bucket_Name"'],
    ["s3://ab", 'names bucket "ab"'],
    ["s3://bucket?regoin=us-east-1", 'unknown parameter "regoin"'],
    ["s3://bucket?endpoint=127.0.0.1:9000", "endpoint that is not an http(s) origin"],
    ["s3://bucket?endpoint=http://host:9000/path", "endpoint that is not an http(s) origin"],
    ["s3://bucket?forcePathStyle=yes", "forcePathStyle other than true or false"],
    ["s3://bucket/a/../b", "prefix"],
    ["s3://bucket/./b", "prefix"],
    ["s3://bucket/a%20b", "prefix"],
  ])("refuses %j, saying why", (value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });
});
