import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { Prose } from "./prose.tsx";

afterEach(cleanup);

test("shows the server's sanitised HTML as markup in the prose column", () => {
  const { container } = render(<Prose html="<h2>Terms</h2><p>Read <a href='/privacy'>this</a>.</p>" />);
  const column = container.firstElementChild as HTMLElement;
  expect(column.querySelector("h2")?.textContent).toBe("Terms");
  expect(column.querySelector("a")?.getAttribute("href")).toBe("/privacy");
  expect(column.className).toBe("prose-column");
});

test("a caller's spacing is added to the column", () => {
  const { container } = render(<Prose html="<p>x</p>" className="mt-10" />);
  expect((container.firstElementChild as HTMLElement).className).toBe("prose-column mt-10");
});
