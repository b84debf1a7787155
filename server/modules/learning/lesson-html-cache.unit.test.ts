import { describe, expect, it } from "vitest";
import { createLessonHtmlCache } from "./lesson-html-cache.ts";

describe("createLessonHtmlCache", () => {
  it("renders each lesson version once, an edit again, and drops the least recently read first", () => {
    const rendered: string[] = [];
    const html = createLessonHtmlCache((markdown) => {
      rendered.push(markdown);
      return `<p>${markdown}</p>`;
    }, 2);
    const v1 = { id: "a", body: "one", updatedAt: new Date(1) };
    expect(html(v1)).toBe("<p>one</p>");
    expect(html(v1)).toBe("<p>one</p>");
    expect(html({ ...v1, body: "two", updatedAt: new Date(2) })).toBe("<p>two</p>");
    html(v1); // read again: now the most recent
    html({ id: "b", body: "three", updatedAt: new Date(1) }); // evicts a@2
    html(v1);
    html({ id: "a", body: "two", updatedAt: new Date(2) });
    expect(rendered).toEqual(["one", "two", "three", "two"]);
  });
});
