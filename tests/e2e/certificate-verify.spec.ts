import { readFile } from "node:fs/promises";
import { certificatePageText as t } from "#contracts/certificates-text.ts";
import { demoAccounts } from "#server/db/demo-accounts.ts";
import { demoCertificateCodes } from "#server/db/seed-certificates.ts";
import { expectNoSeriousA11yViolations } from "./a11y.ts";
import { expect, test } from "./fixtures.ts";

// This journey's own client address (the e2e server trusts X-Forwarded-For).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.47" } });

// Certificates anyone can verify (issue 16), as an employer would, signed out: the demo student's certificate
// from its code, its PDF downloaded, the LinkedIn link; the certificate it replaced shows as revoked; a
// mistyped code finds nothing.

test("a visitor verifies the demo student's certificate, downloads its PDF and sees the revoked one", async ({
  page,
}) => {
  await page.goto(`/certificates/${demoCertificateCodes.valid}`);
  await expect(page.getByRole("heading", { level: 1, name: t.validTitle })).toBeVisible();
  await expect(page.getByText(demoAccounts.student.name, { exact: true })).toBeVisible();
  await expect(page.getByText(demoCertificateCodes.valid, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${demoAccounts.student.name}: .+ certificate \\| AI Labs$`));
  await expectNoSeriousA11yViolations(page);

  const linkedIn = page.getByRole("link", { name: new RegExp(t.addToLinkedIn) });
  const addUrl = new URL((await linkedIn.getAttribute("href")) ?? "");
  expect(addUrl.origin + addUrl.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(addUrl.searchParams.get("certId")).toBe(demoCertificateCodes.valid);
  expect(addUrl.searchParams.get("certUrl")).toBe(page.url());

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.downloadPdf }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ai-labs-certificate-${demoCertificateCodes.valid}.pdf`);
  const pdf = await readFile((await download.path()) ?? "");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  // The code as someone might type it leads to the same page.
  await page.goto(`/certificates/${demoCertificateCodes.valid.toLowerCase().replaceAll("-", "")}`);
  await expect(page).toHaveURL(new RegExp(`/certificates/${demoCertificateCodes.valid}$`));

  await page.goto(`/certificates/${demoCertificateCodes.revoked}`);
  await expect(page.getByRole("heading", { level: 1, name: t.revokedTitle })).toBeVisible();
  await expect(page.getByText("Reissued with the corrected spelling of the name.")).toBeVisible();
  await expect(page.getByRole("link", { name: t.downloadPdf })).toHaveCount(0);

  const response = await page.goto("/certificates/ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: t.unknownTitle })).toBeVisible();
});

test("the certificate page fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/certificates/${demoCertificateCodes.valid}`);
  await expect(page.getByRole("heading", { level: 1, name: t.validTitle })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
