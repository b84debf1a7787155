import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { Spinner } from "./spinner.tsx";

afterEach(cleanup);

test("announces loading as a status", () => {
  render(<Spinner />);
  expect(screen.getByRole("status").textContent).toBe("Loading...");
});
