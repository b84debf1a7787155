import { e2eAdmin } from "../../playwright.config.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// The page builder's editor in Chromium against the production build (issue 21, decision 0063): Puck loads
// after the page (its stylesheet without the remote font import, which the CSP would refuse and which would
// stop the lazy editor from mounting), a block edited in Puck is saved, the page is published behind the
// question and visitors see it at its path. Nothing is requested from another host.

test("an admin edits a page in Puck, saves, publishes it and sees it live", async ({ page }) => {
  test.setTimeout(120_000);
  const offSite: string[] = [];
  const cspErrors: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname !== "127.0.0.1") offSite.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content.Security.Policy|rsms/i.test(message.text()))
      cspErrors.push(message.text());
  });

  await signIn(page, e2eAdmin);
  await page.goto("/dashboard/admin/page-builder");
  await page.getByRole("button", { name: "New page" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  const stamp = Date.now().toString(36);
  await dialog.getByRole("textbox", { name: "Title" }).fill(`Open day ${stamp}`);
  await expect(dialog.getByRole("textbox", { name: "Path" })).toHaveValue(`/open-day-${stamp}`);
  await dialog.getByRole("textbox", { name: "Description" }).fill("Meet the teachers and sit in on a class.");
  await expect(dialog.getByRole("combobox", { name: "Start from" })).toBeEnabled();
  await dialog.getByRole("combobox", { name: "Start from" }).selectOption("course-launch");
  await dialog.getByRole("button", { name: "Create and edit" }).click();
  await expect(page).toHaveURL(/\?edit=/);

  // Puck arrives after the page: its canvas draws the template's blocks.
  const canvas = page.locator("[data-puck-entry]");
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("All changes saved")).toBeVisible();
  await canvas.locator("[data-puck-component]").first().click();
  const heading = page.getByRole("textbox", { name: "Heading" }).first();
  await heading.fill(`Come to our open day ${stamp}`);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.getByRole("button", { name: "Publish now" }).click();
  const question = page.getByRole("dialog", { name: `Publish "Open day ${stamp}" now?` });
  await expect(question).toContainText(`at /open-day-${stamp} as soon as you confirm`);
  await question.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(/^Live at/)).toBeVisible();

  await page.goto(`/open-day-${stamp}`);
  await expect(page.getByRole("heading", { level: 1, name: `Come to our open day ${stamp}` })).toBeVisible();
  expect(offSite).toEqual([]);
  expect(cspErrors).toEqual([]);
});
