import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedSnippet, snippetParts } from "./highlighted-snippet.tsx";

describe("snippetParts", () => {
  it("splits marked words from the text and decodes entities", () => {
    expect(snippetParts("CNNs, <mark>transformers</mark> &amp; R&amp;D")).toEqual([
      { text: "CNNs, ", marked: false },
      { text: "transformers", marked: true },
      { text: " & R&D", marked: false },
    ]);
  });
});

describe("HighlightedSnippet", () => {
  it("renders <mark> for matches and never other markup", () => {
    const { container } = render(
      <p>
        <HighlightedSnippet
          snippet={"&lt;img src=x onerror=alert(1)&gt; <mark>RAG</mark> <script>alert(1)</script>"}
        />
      </p>,
    );
    expect(container.querySelectorAll("mark")).toHaveLength(1);
    expect(container.querySelector("mark")?.textContent).toBe("RAG");
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
  });
});
