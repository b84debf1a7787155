import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, expect, test } from "vitest";
import { LazyImage } from "./lazy-image.tsx";

afterEach(cleanup);

beforeAll(() => {
  // happy-dom has no IntersectionObserver of its own.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
    root = null;
    rootMargin = "";
    thresholds = [];
  } as unknown as typeof IntersectionObserver;
});

test("renders visible, lazy and with explicit dimensions on the server (it shows without scripts)", () => {
  const html = renderToString(<LazyImage src="/a.svg" alt="A chart" />);
  expect(html).toContain('loading="lazy"');
  expect(html).toContain('width="1200"');
  expect(html).toContain('height="800"');
  expect(html).not.toContain("opacity-0");
});

test("hides an image still loading after hydration, then fades it in over 0.5 s", () => {
  Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => false });
  render(<LazyImage src="/b.svg" alt="Cover" width={600} height={400} />);
  const image = screen.getByAltText("Cover");
  expect(image.className).toContain("opacity-0");
  fireEvent.load(image);
  expect(image.className).not.toContain("opacity-0");
  expect(image.style.transition).toBe("opacity 0.5s ease-in");
});

test("a priority image loads eagerly and is never hidden", () => {
  render(<LazyImage src="/c.svg" alt="Hero" priority />);
  const image = screen.getByAltText("Hero");
  expect(image.getAttribute("loading")).toBe("eager");
  expect(image.className).not.toContain("opacity-0");
});
