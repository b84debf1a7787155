import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { LazyToaster } from "./lazy-toaster.tsx";
import { clearToasts, toast } from "./use-toast.ts";

afterEach(() => {
  cleanup();
  clearToasts();
});

describe("LazyToaster", () => {
  test("renders nothing until the first toast, then shows it in the F8 notifications region", async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole("region", { name: "Notifications (F8)" })).toBeNull();
    act(() => {
      toast({ title: "Success!", description: "You've been subscribed to our newsletter." });
    });
    // The first toast imports the Toaster module: allow for a slow, busy machine.
    const region = await screen.findByRole("region", { name: "Notifications (F8)" }, { timeout: 10_000 });
    expect(await within(region).findByText("Success!")).toBeTruthy();
  });
});
