import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

afterEach(cleanup);

function Example() {
  const [value, setValue] = useState("one");
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList aria-label="Numbers">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  test("tabs and panels are linked, and only the selected panel shows", () => {
    render(<Example />);
    const one = screen.getByRole("tab", { name: "One" });
    expect(screen.getByRole("tablist", { name: "Numbers" })).toBeTruthy();
    expect(one.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "One" });
    expect(panel.textContent).toBe("First panel");
    expect(one.getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.queryByText("Second panel")).toBeNull();
  });

  test("a click selects a tab", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tab", { name: "Two" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Second panel");
  });

  test("arrow keys move and select (wrapping), Home and End jump; only the selected tab is tabbable", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "One" }));
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Three" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Third panel");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel").textContent).toBe("First panel");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Three" }));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "One" }));
    expect(screen.getByRole("tab", { name: "Two" }).tabIndex).toBe(-1);
  });
});
