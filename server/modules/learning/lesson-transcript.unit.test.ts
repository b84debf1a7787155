import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "#server/providers/storage/disk-storage.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { createLessonTranscripts } from "./lesson-transcript.ts";

let dir: string;
let storage: FileStorage;
const put = (key: string, text: string) =>
  storage.put(key, Buffer.from(text), { contentType: "text/vtt; charset=utf-8" });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "ai-labs-transcript-"));
  storage = createDiskStorage(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const cues = (count: number) =>
  `WEBVTT\n\n${Array.from({ length: count }, (_, i) => `00:${String(i).padStart(2, "0")}.000 --> 00:${String(i).padStart(2, "0")}.500\nCue ${i}\n`).join("\n")}`;

describe("createLessonTranscripts", () => {
  it("reads a captions file once, and a file that is no WebVTT as none", async () => {
    await put("lessons/a/one", cues(3));
    await put("lessons/a/two", "1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n");
    const transcriptOf = createLessonTranscripts(storage);
    const first = await transcriptOf({ id: "one", storageKey: "lessons/a/one" });
    expect(first).toEqual({
      truncated: false,
      cues: [0, 1, 2].map((i) => ({ start: i, end: i + 0.5, text: `Cue ${i}` })),
    });
    // Cached by file id: the bytes under an id never change, so they are not read again.
    await storage.delete("lessons/a/one");
    expect(await transcriptOf({ id: "one", storageKey: "lessons/a/one" })).toBe(first);
    expect(await transcriptOf({ id: "two", storageKey: "lessons/a/two" })).toBeNull();
    expect(await transcriptOf({ id: "gone", storageKey: "lessons/a/missing" })).toBeNull();
  });

  it("reads only the first bytes of a long file, dropping the cue they may have cut", async () => {
    const text = cues(40);
    await put("lessons/b/long", text);
    const transcriptOf = createLessonTranscripts(storage, {
      limits: { maxBytes: text.indexOf("Cue 10") + 3, maxCues: 100, maxTextChars: 10_000 },
    });
    const transcript = await transcriptOf({ id: "long", storageKey: "lessons/b/long" });
    expect(transcript?.truncated).toBe(true);
    // "Cue 10" arrived as "Cue": cut, so left out.
    expect(transcript?.cues.map((cue) => cue.text).at(-1)).toBe("Cue 9");
    expect(transcript?.cues).toHaveLength(10);
  });

  it("stops at the cue limit and says so", async () => {
    await put("lessons/c/many", cues(30));
    const transcriptOf = createLessonTranscripts(storage, {
      limits: { maxBytes: 1024 ** 2, maxCues: 5, maxTextChars: 10_000 },
    });
    const transcript = await transcriptOf({ id: "many", storageKey: "lessons/c/many" });
    expect(transcript).toMatchObject({ truncated: true });
    expect(transcript?.cues).toHaveLength(5);
  });
});
