import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { formatBatchDate } from "#app/features/banner/batch-labels.ts";
import { chatMessages } from "#contracts/chat-text.ts";
import { expect, hydrating, test } from "./fixtures.ts";

const visitor = { name: "Maya Patel", email: "maya.e2e@example.com", phone: "+1 (415) 555-0188" };

async function startChat(page: Page) {
  await page.goto("/");
  await page
    .getByRole("complementary", { name: "Quick contact" })
    .getByRole("button", { name: "Live Chat" })
    .click();
  const panel = page.getByRole("dialog", { name: chatMessages.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel(chatMessages.nameLabel)).toBeFocused();

  await panel.getByRole("button", { name: chatMessages.startChatting }).click();
  await expect(panel.getByText(chatMessages.nameRequired)).toBeVisible();

  await panel.getByLabel(chatMessages.nameLabel).fill(visitor.name);
  await panel.getByLabel(chatMessages.emailLabel).fill(visitor.email);
  await panel.getByLabel(chatMessages.phoneLabel).fill(visitor.phone);
  await panel.getByRole("button", { name: chatMessages.startChatting }).click();
  await expect(panel.getByRole("button", { name: chatMessages.starting })).toBeVisible();
  const log = panel.getByRole("log", { name: chatMessages.messageListLabel });
  await expect(log).toContainText(chatMessages.greeting(visitor.name));
  return { panel, log };
}

test("a visitor chats with the assistant from the bottom bar, and the conversation survives a reload", async ({
  page,
}) => {
  const { panel, log } = await startChat(page);

  const accessibility = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(accessibility.violations).toEqual([]);

  const input = panel.getByPlaceholder(chatMessages.placeholder);
  await input.fill("How much does the Deep Learning course cost?");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(log.getByRole("listitem")).toHaveCount(3);
  const reply = log.getByRole("listitem").nth(2);
  await expect(reply).not.toContainText("technical difficulties");
  expect((await reply.textContent())?.length ?? 0).toBeGreaterThan(20);
  // The answer names the course page; the widget makes our own course paths links (client-side navigation).
  await expect(reply.getByRole("link").first()).toHaveAttribute("href", "/courses/deep-learning");

  await page.reload();
  await expect(page.getByRole("dialog", { name: chatMessages.title })).toHaveCount(0);
  await page
    .getByRole("complementary", { name: "Quick contact" })
    .getByRole("button", { name: "Live Chat" })
    .click();
  const restored = page.getByRole("dialog", { name: chatMessages.title });
  await expect(restored.getByRole("log").getByRole("listitem")).toHaveCount(3);
  await expect(restored.getByRole("log")).toContainText("How much does the Deep Learning course cost?");

  await page.keyboard.press("Escape");
  const bubble = page.getByRole("button", { name: chatMessages.restore });
  await expect(bubble).toBeFocused();
  await page.reload();
  await expect(page.getByRole("button", { name: chatMessages.restore })).toBeVisible();
  await page.getByRole("button", { name: chatMessages.restore }).click();

  await page
    .getByRole("dialog", { name: chatMessages.title })
    .getByRole("button", { name: chatMessages.close })
    .click();
  await expect(page.getByRole("dialog", { name: chatMessages.title })).toHaveCount(0);
  const keys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith("livechat-")),
  );
  expect(keys).toEqual([]);
});

test("the panel fits a 360 px screen above the bottom bar", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page
    .getByRole("complementary", { name: "Quick contact" })
    .getByRole("button", { name: "Live Chat" })
    .click();
  const panel = page.getByRole("dialog", { name: chatMessages.title });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  const bar = await page.getByRole("complementary", { name: "Quick contact" }).boundingBox();
  expect(box && bar).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
});

test("the assistant answers with the live next-batch date, and the chat lands in the admin inbox", async ({
  page,
  request,
  browser,
}) => {
  const batches: Array<{ type: string; startDate: string }> = await (
    await request.get("/api/upcoming-batches")
  ).json();
  const nextWeekend = batches.find((b) => b.type === "weekend");
  expect(nextWeekend).toBeTruthy();

  const person = { name: "Jonas Weber", email: `jonas.${Date.now()}@example.com`, phone: "+49 30 1234 5678" };
  await page.goto("/");
  await page
    .getByRole("complementary", { name: "Quick contact" })
    .getByRole("button", { name: "Live Chat" })
    .click();
  const panel = page.getByRole("dialog", { name: chatMessages.title });
  await panel.getByLabel(chatMessages.nameLabel).fill(person.name);
  await panel.getByLabel(chatMessages.emailLabel).fill(person.email);
  await panel.getByLabel(chatMessages.phoneLabel).fill(person.phone);
  await panel.getByRole("button", { name: chatMessages.startChatting }).click();
  const log = panel.getByRole("log", { name: chatMessages.messageListLabel });
  await expect(log).toContainText(chatMessages.greeting(person.name));

  await panel.getByPlaceholder(chatMessages.placeholder).fill("When does the next weekend batch start?");
  await panel.getByPlaceholder(chatMessages.placeholder).press("Enter");
  await expect(log.getByRole("listitem")).toHaveCount(3);
  await expect(log.getByRole("listitem").nth(2)).toContainText(formatBatchDate(nextWeekend!.startDate));

  const admin = hydrating(await browser.newPage());
  await admin.goto("/auth");
  const form = admin.locator("form", { has: admin.getByRole("button", { name: "Sign in" }) });
  await form.getByLabel("Username or email").fill("admin");
  await form.getByLabel("Password").fill("e2e-admin-password-2026");
  await form.getByText("I'm not a robot").click();
  await expect(form.getByRole("button", { name: "Sign in" })).toBeEnabled({ timeout: 20_000 });
  await form.getByRole("button", { name: "Sign in" }).click();
  await admin.waitForURL(/\/dashboard\/admin$/);
  await admin.goto("/dashboard/admin/leads?kind=chat");
  await expect(admin.getByText(person.name).first()).toBeVisible();
  await admin.close();
});
