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

/** The group every robots.txt starts with: all crawlers, the private areas closed. */
export function builtInRobots(): string {
  return ["User-agent: *", "Allow: /", ...disallowedPaths.map((path) => `Disallow: ${path}`)].join("\n");
}

/**
 * robots.txt as served: the built-in group, then the marketer's lines (issue 20) with the private areas' Disallow
 * lines added to each group they start (a crawler named in a group of its own reads only that group, RFC 9309),
 * then the sitemap.
 */
export function robotsTxt(publicUrl: string, rules = ""): string {
  const protect = disallowedPaths.map((path) => `Disallow: ${path}`);
  const custom: string[] = [];
  let inGroup = false;
  let groupHasRules = false;
  for (const raw of rules.split("\n")) {
    const line = raw.trimEnd();
    const field = line.replace(/#.*$/, "").split(":")[0]?.trim().toLowerCase() ?? "";
    if (field === "user-agent") {
      // A User-agent after rules starts the next group: the one before gets its protections first.
      if (inGroup && groupHasRules) custom.push(...protect);
      if (!inGroup || groupHasRules) groupHasRules = false;
      inGroup = true;
    } else if (field === "allow" || field === "disallow" || field === "crawl-delay") groupHasRules = true;
    custom.push(line);
  }
  if (inGroup) custom.push(...protect);
  while (custom.length > 0 && custom.at(-1) === "") custom.pop();
  return [
    builtInRobots(),
    "",
    ...(custom.length > 0 ? [...custom, ""] : []),
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
