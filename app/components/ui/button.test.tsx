import { cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { Button } from "./button.tsx";

afterEach(cleanup);

describe("Button", () => {
  test("is a non-submitting button unless told otherwise", () => {
    render(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Plain" }).getAttribute("type")).toBe("button");
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });

  test("forwards its ref to the element", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBe(screen.getByRole("button", { name: "Focus me" }));
  });

  test("asChild styles its child instead of rendering a button", () => {
    render(
      <Button asChild variant="outline">
        <a href="/courses">Browse</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Browse" });
    expect(link.className).toContain("border-slate-300");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
