import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { peekStream } from "./peek-stream.ts";

describe("peekStream", () => {
  it("answers the head and the whole body again, across chunk boundaries", async () => {
    const source = Readable.from([Buffer.from("abc"), Buffer.from("defg"), Buffer.from("hij")]);
    const { head, stream } = await peekStream(source, 5);
    expect(head.toString()).toBe("abcde");
    expect(await text(stream)).toBe("abcdefghij");
  });

  it("handles a body shorter than the head and an empty one", async () => {
    const short = await peekStream(Readable.from([Buffer.from("ab")]), 10);
    expect(short.head.toString()).toBe("ab");
    expect(await text(short.stream)).toBe("ab");
    const empty = await peekStream(Readable.from([]), 10);
    expect(empty.head.length).toBe(0);
    expect(await text(empty.stream)).toBe("");
  });
});
