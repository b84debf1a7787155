import { z } from "zod";
import { titleSuffix } from "./page-title.ts";

// SPEC.md section 9: the metadata constants every page's tags and structured data use.
export const seoDefaults = {
  siteName: "AI Labs",
  courseTitleSuffix: titleSuffix,
  author: "AI Labs Team",
  instructorJobTitle: "AI Instructor",
  language: "en",
  locale: "en_US",
  currency: "USD",
  bestRating: 5,
  image: "/assets/og-image.jpg",
  imageWidth: 1200,
  imageHeight: 630,
  /** The school's logo for structured data: a raster copy of public/favicon.svg (scripts/make-logo-image.ts). */
  logo: "/assets/logo.png",
  logoWidth: 512,
  logoHeight: 512,
  /** Offers are valid one year ahead. */
  priceValidDays: 365,
} as const;

export const pageTypes = [
  "website",
  "article",
  "course",
  "event",
  "product",
  "person",
  "organization",
  "faq",
] as const;
export type PageType = (typeof pageTypes)[number];

const link = z.object({ name: z.string(), url: z.string() });

/**
 * Everything a page's <head> needs, resolved on the server from the page's content, the per-path override
 * in the database and the constants above. SSR, /seo-preview and the sitemap read this one shape.
 */
export const resolvedPageMetaSchema = z.object({
  /** The path it describes, normalised (no query, no trailing slash except '/'). */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  /** Absolute URLs. */
  canonical: z.string(),
  image: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  imageAlt: z.string(),
  noindex: z.boolean(),
  pageType: z.enum(pageTypes),
  author: z.string(),
  publishedAt: z.string().nullable(),
  modifiedAt: z.string().nullable(),
  language: z.string(),
  locale: z.string(),
  siteName: z.string(),
  alternates: z.array(z.object({ hreflang: z.string(), href: z.string() })),
  breadcrumbs: z.array(link),
  /** JSON-LD objects, each rendered as its own application/ld+json script. */
  structuredData: z.array(z.record(z.string(), z.unknown())),
  /** Search engines' site verification tags (SEO Settings), on the home page only. */
  verification: z.array(z.object({ name: z.string(), content: z.string() })),
});
export type ResolvedPageMeta = z.infer<typeof resolvedPageMetaSchema>;

export const pageMetaQuerySchema = z.object({
  path: z.string().trim().min(1, "Enter a path, such as /courses").max(2000),
});
