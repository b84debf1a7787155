import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * No serious or critical axe violations on the page as it is now. Colour contrast is measured at rest:
 * a button or the banner mid-transition (a choice was just made, the banner rotates) reads as low
 * contrast for a few frames, so running animations finish first.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
