import { describe, expect, it } from "vitest";
import { fileText } from "#contracts/course-editor-text.ts";
import { sniffLessonFile } from "./sniff-lesson-file.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );

// Minimal file heads with the real signatures.
const pdf = bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n");
const png = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  "IHDR",
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0],
);
const mp4 = bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isomiso2");
const webm = bytes(
  [
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84,
  ],
  "webm",
);
const exe = bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

describe("sniffLessonFile", () => {
  it("takes MP4 and WebM as video, by their bytes", async () => {
    expect(await sniffLessonFile("video", mp4, "lesson.mov")).toEqual({ contentType: "video/mp4" });
    expect(await sniffLessonFile("video", webm, "lesson.webm")).toEqual({ contentType: "video/webm" });
    expect(await sniffLessonFile("video", pdf, "lesson.mp4")).toEqual({ error: fileText.video });
  });

  it("takes WebVTT captions, with or without a byte order mark, and nothing else", async () => {
    expect(
      await sniffLessonFile("captions", bytes("WEBVTT\n\n00:00.000 --> 00:01.000\nHi"), "c.vtt"),
    ).toEqual({
      contentType: "text/vtt; charset=utf-8",
    });
    expect(await sniffLessonFile("captions", bytes([0xef, 0xbb, 0xbf], "WEBVTT\n"), "c.vtt")).toMatchObject({
      contentType: "text/vtt; charset=utf-8",
    });
    expect(await sniffLessonFile("captions", bytes("1\n00:00:00,000 --> 00:00:01,000\nHi"), "c.srt")).toEqual(
      {
        error: fileText.captions,
      },
    );
  });

  it("takes documents, images and UTF-8 text as resources, and refuses programs whatever their name", async () => {
    expect(await sniffLessonFile("resource", pdf, "notes.pdf")).toEqual({ contentType: "application/pdf" });
    expect(await sniffLessonFile("resource", png, "diagram.png")).toEqual({ contentType: "image/png" });
    expect(await sniffLessonFile("resource", bytes('{"cells": []}'), "lab.ipynb")).toEqual({
      contentType: "application/x-ipynb+json",
    });
    expect(await sniffLessonFile("resource", bytes("a,b\n1,2\n"), "data.csv")).toEqual({
      contentType: "text/csv; charset=utf-8",
    });
    expect(await sniffLessonFile("resource", exe, "notes.pdf")).toEqual({ error: fileText.resource });
    expect(await sniffLessonFile("resource", bytes([0x41, 0, 0x42]), "notes.txt")).toEqual({
      error: fileText.resource,
    });
    expect(await sniffLessonFile("resource", new Uint8Array(), "x.txt")).toEqual({ error: fileText.empty });
  });
});
