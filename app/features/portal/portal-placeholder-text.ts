import type { PortalPath } from "./portal-page-facts.ts";

// The registry's pages that later issues build (decision 0024): what each will hold, in one line, shown by
// routes/portal/portal-placeholder.tsx under the page's name. A file of its own, so that the built portal
// pages do not load these lines; building a page moves its path from here to pageModules in portal-pages.ts.
export const portalPlaceholderText = {} as const satisfies Partial<Record<PortalPath, string>>;

export type PlaceholderPath = keyof typeof portalPlaceholderText;
