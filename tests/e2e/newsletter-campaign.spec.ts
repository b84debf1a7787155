import type { Page } from "@playwright/test";
import { newsletterMessages } from "#contracts/messages.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { e2eMailDir, waitForMailTo } from "../support/mail-dir.ts";
import type { ReceivedMail } from "../support/smtp-sink.ts";
import { signIn } from "./demo-sign-in.ts";
import { expect, test } from "./fixtures.ts";

// Issue 22's journey: a visitor subscribes from the footer and confirms from the mail; an admin writes a
// campaign, narrows it to a saved test segment and sends it; the subscriber opens the mail and clicks its
// link; the Analytics tab shows the open and the click; the mail's one-click unsubscribe removes them.

const mailDir = () => e2eMailDir(process.env.E2E_SMTP_PORT ?? "");

function trackedLinks(mail: ReceivedMail): { pixel: string; links: string[] } {
  const html = (mail.html ?? "").replaceAll("&amp;", "&");
  const pixel = /src="(https?:\/\/[^"]*\/api\/mail\/t\/o\/[^"]+)"/.exec(html)?.[1];
  const links = [...html.matchAll(/href="(https?:\/\/[^"]*\/api\/mail\/t\/c\/[^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  if (!pixel || links.length === 0) throw new Error("the campaign mail carries no tracking");
  return { pixel, links };
}

async function subscribeAndConfirm(page: Page, email: string) {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Success!", { exact: true }).first()).toBeVisible();
  const mail = await waitForMailTo(mailDir(), email, {
    subject: "Confirm your AI Labs newsletter subscription",
  });
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error("no confirmation link");
  await page.goto(link);
  await page.getByRole("button", { name: newsletterMessages.confirmButton }).click();
  await expect(page.getByText(newsletterMessages.confirmed)).toBeVisible();
}

test("a campaign to a test segment reaches a confirmed subscriber; its open and click show; one click unsubscribes", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `campaign-reader-${stamp}@example.com`;
  const subject = `E2E campaign ${stamp}`;

  const visitor = await (await browser.newContext()).newPage();
  await subscribeAndConfirm(visitor, email);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, e2eAdmin);
  await admin.goto("/dashboard/admin/newsletter-analytics?tab=campaigns");
  await admin.getByRole("link", { name: "New campaign" }).first().click();
  const form = admin.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Subject").fill(subject);
  await form
    .getByLabel("Body")
    .fill(`Hello {{name | reader}},\n\n[Read the guide](${new URL("/blog", visitor.url()).href})`);
  // The test segment: the site form's subscribers, saved under a name and picked again.
  await form.getByLabel("Source").fill("site-newsletter");
  await expect(form.getByText(/Reaches [\d,]+ subscribers? now/)).toBeVisible();
  await form.getByPlaceholder("Segment name").fill(`E2E test segment ${stamp}`);
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(form.getByLabel("Saved segment")).toContainText(`E2E test segment ${stamp}`);
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText("Draft saved").first()).toBeVisible();
  await admin.getByRole("button", { name: "Send now" }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog).toContainText(subject);
  await dialog.getByRole("button", { name: "Send now" }).click();

  const mail = await waitForMailTo(mailDir(), email, { subject, timeoutMs: 30_000 });
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.text).toContain("Hello reader");
  const { pixel, links } = trackedLinks(mail);

  // The subscriber's mail client loads the images, and they click the link.
  expect((await visitor.request.get(pixel)).status()).toBe(200);
  await visitor.goto(links[0] ?? "");
  await expect(visitor).toHaveURL(/\/blog$/);

  await admin.goto("/dashboard/admin/newsletter-analytics?tab=analytics");
  await admin.getByRole("link", { name: subject }).click();
  // A figure's card: its label (dt) and value (the first dd beside it).
  const detail = admin.getByRole("region", { name: subject });
  const figure = (label: string) =>
    detail.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(figure("Opened")).toHaveText(/^1\b/);
  await expect(figure("Clicked")).toHaveText(/^1\b/);
  await expect(detail.getByRole("table", { name: "Clicks by link" })).toContainText("/blog");

  // RFC 8058: the mail client's one-click POST, no cookie; the preferences page then says so.
  const unsubscribe = /<([^>]+)>/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
  const answer = await visitor.request.post(unsubscribe, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  const preferences = /https?:\/\/\S+\/newsletter\/preferences\?token=[\w.%-]+/.exec(mail.text)?.[0] ?? "";
  await visitor.goto(preferences);
  await expect(visitor.getByText("This address is unsubscribed.")).toBeVisible();
});
