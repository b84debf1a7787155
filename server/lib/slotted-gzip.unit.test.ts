import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillSlottedGzip, prepareSlottedGzip } from "./slotted-gzip.ts";

describe("slotted gzip", () => {
  // Repetitive text, so the parts really compress with back-references.
  const page = `<html>${'<div class="card">Course é ✓</div>'.repeat(400)}<script nonce="`;
  const parts = [page, `">a()</script><script nonce="`, `">b()</script>${"<p>end</p>".repeat(300)}`];

  it("decodes to the parts joined with each fill", () => {
    const prepared = prepareSlottedGzip(parts);
    for (const fill of ["AAAA", randomBytes(16).toString("base64"), ""]) {
      const body = fillSlottedGzip(prepared, fill);
      expect(gunzipSync(body).toString("utf8")).toBe(parts.join(fill));
    }
  });

  it("compresses the fixed parts", () => {
    const body = fillSlottedGzip(prepareSlottedGzip(parts), "n".repeat(24));
    expect(body.length).toBeLessThan(parts.join("").length / 10);
  });

  it("handles a document without holes and empty parts", () => {
    expect(gunzipSync(fillSlottedGzip(prepareSlottedGzip(["only"]), "x")).toString()).toBe("only");
    const edges = ["", "middle", ""];
    expect(gunzipSync(fillSlottedGzip(prepareSlottedGzip(edges), "N")).toString()).toBe("NmiddleN");
  });

  it("refuses a fill a stored block cannot hold", () => {
    expect(() => fillSlottedGzip(prepareSlottedGzip(["a", "b"]), "x".repeat(70_000))).toThrow();
  });
});
