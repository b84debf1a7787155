import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { RouteErrorPanel } from "./route-error-panel.tsx";

afterEach(cleanup);

// What a loader's `throw data(..., { status })` reaches the error boundary as.
const thrown = (status: number) => ({ status, statusText: "", internal: false, data: null });

function renderFor(error: unknown) {
  render(
    <RouteErrorPanel
      error={error}
      notFound={{ title: "Not here", body: "Gone or mistyped." }}
      forbidden={{ title: "Not yours", body: "Staff only." }}
      failed={{ title: "Could not load", body: "Try again." }}
      action={<a href="/back">Back</a>}
    />,
  );
}

test("a 404 says not found, with the page's words and way on", () => {
  renderFor(thrown(404));
  expect(screen.getByText("Error 404")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Not here");
  expect(screen.getByText("Gone or mistyped.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/back");
});

test("a 403 says whose it is; anything else (a thrown Error too) asks to try again", () => {
  renderFor(thrown(403));
  expect(screen.getByText("Error 403")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Not yours");
  cleanup();
  renderFor(new Error("boom"));
  expect(screen.getByText("Error")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Could not load");
  expect(screen.queryByText("boom")).toBeNull();
});
