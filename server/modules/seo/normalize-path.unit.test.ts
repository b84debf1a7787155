import { describe, expect, it } from "vitest";
import { normalizePath } from "./normalize-path.ts";

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["/courses/", "/courses"],
    ["/courses///deep-learning//", "/courses/deep-learning"],
    ["/search?q=rag#top", "/search"],
    ["  /about  ", "/about"],
    ["/blog/caf%C3%A9", "/blog/café"],
  ])("%s -> %s", (raw, path) => {
    expect(normalizePath(raw)).toBe(path);
  });

  it.each([
    "courses",
    "https://evil.example/",
    "//evil.example/x",
    "//",
    "/\\evil",
    "/a/../admin",
    "/bad%ZZ",
    "/x\u0000y",
    "",
  ])("refuses %j", (raw) => {
    expect(normalizePath(raw)).toBeNull();
  });
});
