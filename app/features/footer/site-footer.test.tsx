import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { ContactDialogProvider } from "#app/features/contact/contact-dialog-context.tsx";
import { ShellStoreProvider } from "#app/lib/shell-data.tsx";
import { createShellStore } from "#app/lib/shell-store.ts";
import { fallbackPayments } from "#app/lib/use-site-data.ts";
import { SiteFooter } from "./site-footer.tsx";

function renderFooter() {
  const shell = createShellStore({});
  shell.set("siteSettings", {
    promoBanner: true,
    phone: "+1 (555) 010-2030",
    email: "hello@ailabs.test",
    payments: fallbackPayments,
  });
  render(
    <ShellStoreProvider store={shell}>
      <MemoryRouter>
        <ContactDialogProvider>
          <SiteFooter />
        </ContactDialogProvider>
      </MemoryRouter>
    </ShellStoreProvider>,
  );
  return screen.getByRole("contentinfo");
}

afterEach(cleanup);

describe("SiteFooter", () => {
  test.each([
    ["Blog", "/blog"],
    ["Webinars", "/webinars"],
    ["Podcast", "/podcast"],
    ["Internship", "/internship"],
    ["Careers", "/careers"],
    ["Investors", "/investors"],
    ["Privacy Policy", "/privacy"],
    ["AI Bootcamp", "/ai-bootcamp"],
    ["AI Engineering", "/courses/ai-engineers"],
    ["Machine Learning", "/courses/machine-learning"],
    ["Deep Learning", "/courses/deep-learning"],
    ["AI for Business Leaders", "/courses/ai-business"],
    ["Prompt Engineering", "/courses/prompt-engineering"],
  ])("links %s to %s", (name, href) => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name }).getAttribute("href")).toBe(href);
  });

  test("'Contact' is a button that opens the contact dialog", async () => {
    const user = userEvent.setup();
    const footer = renderFooter();
    expect(within(footer).queryByRole("link", { name: "Contact" })).toBeNull();
    await user.click(within(footer).getByRole("button", { name: "Contact" }));
    expect(await screen.findByRole("dialog", { name: "Contact Us" })).toBeTruthy();
  });

  test("shows the phone and email from the site settings", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name: "+1 (555) 010-2030" }).getAttribute("href")).toBe(
      "tel:+15550102030",
    );
    expect(within(footer).getByRole("link", { name: "hello@ailabs.test" }).getAttribute("href")).toBe(
      "mailto:hello@ailabs.test",
    );
  });

  test("carries the newsletter form and this year's copyright", () => {
    const footer = renderFooter();
    expect(within(footer).getByLabelText("Email address")).toBeTruthy();
    expect(within(footer).getByRole("button", { name: "Subscribe" })).toBeTruthy();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} AI Labs. All rights reserved.`),
    ).toBeTruthy();
  });

  test("leaves room for the fixed bottom bar", () => {
    expect(renderFooter().className).toContain("pb-20");
  });
});
