import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ContactDialogProvider } from "#app/features/contact/contact-dialog-context.tsx";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { fallbackPayments } from "#app/lib/use-site-data.ts";
import { BottomBar } from "./bottom-bar.tsx";

function renderBar(props: { onLiveChat?: () => void } = {}, phone = "+1 (555) 010-2030") {
  const shell = createShellStore({});
  shell.set("siteSettings", {
    phone,
    email: "hello@ailabs.test",
    promoBanner: true,
    payments: fallbackPayments,
  });
  render(
    <ShellStoreProvider store={shell}>
      <ContactDialogProvider>
        <BottomBar {...props} />
      </ContactDialogProvider>
    </ShellStoreProvider>,
  );
  return screen.getByRole("complementary", { name: "Quick contact" });
}

afterEach(cleanup);

describe("BottomBar", () => {
  test("is fixed to the bottom edge across the full width", () => {
    const bar = renderBar();
    expect(bar.className).toContain("fixed");
    expect(bar.className).toContain("bottom-0");
    expect(bar.className).toContain("inset-x-0");
  });

  test("'Request a Callback' opens the callback dialog", async () => {
    const user = userEvent.setup();
    const bar = renderBar();
    await user.click(within(bar).getByRole("button", { name: "Request a Callback" }));
    expect(await screen.findByRole("dialog", { name: "Request a Callback" })).toBeTruthy();
  });

  test("shows the phone number as a tel: link", () => {
    const bar = renderBar();
    expect(within(bar).getByRole("link", { name: "+1 (555) 010-2030" }).getAttribute("href")).toBe(
      "tel:+15550102030",
    );
  });

  test("hides the phone link while no number is set", () => {
    const bar = renderBar({}, "");
    expect(within(bar).queryByRole("link")).toBeNull();
  });

  test("renders 'Live Chat' only with a handler, and calls it", async () => {
    const user = userEvent.setup();
    const withoutChat = renderBar();
    expect(within(withoutChat).queryByRole("button", { name: "Live Chat" })).toBeNull();
    cleanup();

    const onLiveChat = vi.fn();
    const bar = renderBar({ onLiveChat });
    await user.click(within(bar).getByRole("button", { name: "Live Chat" }));
    expect(onLiveChat).toHaveBeenCalledTimes(1);
  });
});
