import { describe, expect, test } from "vitest";
import { courseLinkTarget, linkify } from "./linkify.ts";

const origin = "https://ailabs.test";

describe("linkify", () => {
  test("plain text stays one text segment", () => {
    expect(linkify("Hello there", origin)).toEqual([{ kind: "text", text: "Hello there" }]);
    expect(linkify("", origin)).toEqual([]);
  });

  test("course paths become links, sentence punctuation stays text", () => {
    expect(linkify("See /courses/deep-learning.", origin)).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "/courses/deep-learning", to: "/courses/deep-learning" },
      { kind: "text", text: "." },
    ]);
    expect(linkify("(/courses) or /courses/ai-business!", origin)).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", text: "/courses", to: "/courses" },
      { kind: "text", text: ") or " },
      { kind: "link", text: "/courses/ai-business", to: "/courses/ai-business" },
      { kind: "text", text: "!" },
    ]);
  });

  test("full URLs on our own origin become in-app links", () => {
    expect(linkify("Go to https://ailabs.test/courses/machine-learning?batch=weekend now", origin)).toEqual([
      { kind: "text", text: "Go to " },
      {
        kind: "link",
        text: "https://ailabs.test/courses/machine-learning?batch=weekend",
        to: "/courses/machine-learning?batch=weekend",
      },
      { kind: "text", text: " now" },
    ]);
  });

  test.each([
    "Visit https://evil.example/courses/deep-learning",
    "Visit https://ailabs.test.evil.example/courses/deep-learning",
    "Visit https://user:pw@ailabs.test/courses/deep-learning",
    "Visit http://ailabs.test/courses/deep-learning",
    "Visit https://ailabs.test/admin",
    "Visit /dashboard/admin or /courses/../admin",
    "Visit //evil.example/courses/x",
    "Visit javascript:alert(1)//courses",
    "Visit /courses/deep-learning/../../admin",
    "Mail ada@x.com/courses",
  ])("leaves %s as text", (text) => {
    expect(linkify(text, origin)).toEqual([{ kind: "text", text }]);
  });

  test("markup is just text", () => {
    const text = "<img src=x onerror=alert(1)> <a href='/courses'>x</a>";
    const segments = linkify(text, origin);
    expect(segments.every((s) => s.kind === "text")).toBe(true);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });

  test("without an origin (server render) only bare paths link", () => {
    expect(courseLinkTarget("https://ailabs.test/courses", undefined)).toBeNull();
    expect(courseLinkTarget("/courses/deep-learning", undefined)).toBe("/courses/deep-learning");
  });
});
