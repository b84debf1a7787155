import { describe, expect, test } from "vitest";
import { bytesBody, responseBytes } from "./bytes-body.server.ts";

describe("bytesBody and responseBytes", () => {
  test("a page handed over as one chunk comes back as the very same bytes, not a copy", async () => {
    const page = new TextEncoder().encode("<!DOCTYPE html><p>Café</p>");
    const response = new Response(bytesBody(page), { headers: { "content-type": "text/html" } });
    expect(await responseBytes(response)).toBe(page);
  });

  test("the body still reads as text for a caller that wants text", async () => {
    const page = new TextEncoder().encode("<p>naïve ✓</p>");
    expect(await new Response(bytesBody(page)).text()).toBe("<p>naïve ✓</p>");
  });

  test("a body of several chunks is joined; a body-less response has no bytes", async () => {
    const parts = ["<p>", "one", "</p>"].map((part) => new TextEncoder().encode(part));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    const joined = await responseBytes(new Response(stream));
    expect(new TextDecoder().decode(joined!)).toBe("<p>one</p>");
    expect(await responseBytes(new Response(null, { status: 204 }))).toBeNull();
    expect(new TextDecoder().decode((await responseBytes(new Response("plain text")))!)).toBe("plain text");
  });
});
