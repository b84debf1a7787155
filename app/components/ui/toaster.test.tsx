import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { Toaster } from "./toaster.tsx";
import { clearToasts, toast } from "./use-toast.ts";

afterEach(() => {
  cleanup();
  clearToasts();
});

function notifications() {
  // Radix names the viewport region after its hotkey.
  return screen.getByRole("region", { name: "Notifications (F8)" });
}

describe("Toaster", () => {
  test("shows the toast's title and description in the F8 notifications region", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Success!", description: "You've been subscribed to our newsletter." });
    });
    const region = notifications();
    expect(within(region).getByText("Success!")).toBeTruthy();
    expect(within(region).getByText("You've been subscribed to our newsletter.")).toBeTruthy();
  });

  test("shows only the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Old news" });
      toast({ title: "Fresh news", variant: "destructive" });
    });
    const region = notifications();
    expect(within(region).queryByText("Old news")).toBeNull();
    const fresh = within(region).getByText("Fresh news");
    expect(fresh.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
  });

  test("the close button dismisses the toast", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Closable" });
    });
    act(() => within(notifications()).getByRole("button", { name: "Dismiss notification" }).click());
    expect(within(notifications()).queryByText("Closable")).toBeNull();
  });
});
