import { titleSuffix as builtInSuffix } from "#contracts/page-title.ts";
import { seoDefaults } from "#contracts/seo.ts";
import type { StoredImage, StoredSeoSettings } from "../seo-settings-repository.ts";

/** What the metadata service applies to every page: SEO Settings' site-wide defaults, built-ins filled in. */
export type SiteSeoDefaults = {
  titleSuffix: string;
  /** Empty: none (a page's own description always wins). */
  description: string;
  /** Relative or absolute; 1200 x 630. */
  socialImage: StoredImage;
  logo: StoredImage;
  /** The organisation's profiles (its JSON-LD `sameAs`). */
  profiles: string[];
  verification: { google: string; bing: string };
};

export const builtInSocialImage: StoredImage = {
  url: seoDefaults.image,
  width: seoDefaults.imageWidth,
  height: seoDefaults.imageHeight,
};
export const builtInLogo: StoredImage = {
  url: seoDefaults.logo,
  width: seoDefaults.logoWidth,
  height: seoDefaults.logoHeight,
};

export const builtInSiteDefaults: SiteSeoDefaults = {
  titleSuffix: builtInSuffix,
  description: "",
  socialImage: builtInSocialImage,
  logo: builtInLogo,
  profiles: [],
  verification: { google: "", bing: "" },
};

export function siteDefaultsOf(stored: StoredSeoSettings): SiteSeoDefaults {
  return {
    titleSuffix: stored.titleSuffix ?? builtInSuffix,
    description: stored.defaultDescription,
    socialImage: stored.socialImage ?? builtInSocialImage,
    logo: stored.logoImage ?? builtInLogo,
    profiles: stored.profiles,
    verification: { google: stored.googleVerification, bing: stored.bingVerification },
  };
}

/**
 * A page named by its content carries the built-in suffix (pageTitle in contracts/page-title.ts); the site's own
 * suffix takes its place. A title without it (the home page's, an override typed whole) is left as it is.
 */
export function withSiteSuffix(title: string, suffix: string): string {
  const ending = ` ${builtInSuffix}`;
  if (suffix === builtInSuffix || !title.endsWith(ending)) return title;
  return `${title.slice(0, -ending.length)} ${suffix}`;
}
