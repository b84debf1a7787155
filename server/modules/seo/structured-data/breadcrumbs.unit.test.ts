import { describe, expect, it } from "vitest";
import { breadcrumbListJsonLd } from "./breadcrumbs.ts";

describe("BreadcrumbList", () => {
  it("numbers the crumbs from 1 with absolute items, Home first", () => {
    const block = breadcrumbListJsonLd("https://ailabs.academy", [
      { name: "Home", url: "/" },
      { name: "Courses", url: "/courses" },
      { name: "Deep Learning", url: "/courses/deep-learning" },
    ]);
    expect(block["@type"]).toBe("BreadcrumbList");
    expect(block.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://ailabs.academy/" },
      { "@type": "ListItem", position: 2, name: "Courses", item: "https://ailabs.academy/courses" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Deep Learning",
        item: "https://ailabs.academy/courses/deep-learning",
      },
    ]);
  });

  it("keeps absolute URLs as they are", () => {
    const block = breadcrumbListJsonLd("https://ailabs.academy", [
      { name: "Docs", url: "https://docs.example/x" },
    ]);
    expect((block.itemListElement as { item: string }[])[0]!.item).toBe("https://docs.example/x");
  });
});
