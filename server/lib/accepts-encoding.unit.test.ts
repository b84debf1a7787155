import { describe, expect, it } from "vitest";
import { acceptsEncoding, acceptsGzip, preferredEncoding } from "./accepts-encoding.ts";

describe("acceptsGzip", () => {
  it("reads the header the way browsers and tools send it", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip("x-gzip")).toBe(true);
  });
});

describe("acceptsEncoding", () => {
  it("takes brotli by name or wildcard", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip", "br")).toBe(false);
    expect(acceptsEncoding("*", "br")).toBe(true);
    expect(acceptsEncoding("br;q=0, *", "br")).toBe(false);
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli unless the client ranks gzip higher", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
  });
});
