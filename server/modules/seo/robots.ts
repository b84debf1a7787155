// Crawlers stay out of the portals, the account pages, the API and the payment funnel; every public
// page is open and the sitemap says which ones to index.
export const disallowedPaths = [
  "/dashboard/",
  "/admin/",
  "/api/",
  "/auth",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/profile",
  "/courses/checkout",
  "/ai-bootcamp/enroll",
  "/ai-bootcamp/payment",
  "/payment-success",
  "/test-payments/",
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
