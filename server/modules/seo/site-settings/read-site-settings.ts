import { titleSuffix as builtInSuffix } from "#contracts/page-title.ts";
import type { SiteSeoSettings } from "#contracts/seo-site-settings.ts";
import type { SeoSettingsRepository } from "../seo-settings-repository.ts";
import { builtInLogo, builtInSocialImage } from "./site-defaults.ts";

/** SEO Settings' site-wide defaults as the form edits them, with the built-ins they fall back to. */
export async function readSiteSettings(deps: { settings: SeoSettingsRepository }): Promise<SiteSeoSettings> {
  const stored = await deps.settings.read();
  return {
    titleSuffix: stored.titleSuffix ?? builtInSuffix,
    defaultDescription: stored.defaultDescription,
    profiles: stored.profiles,
    googleVerification: stored.googleVerification,
    bingVerification: stored.bingVerification,
    socialImage: stored.socialImage,
    logo: stored.logoImage,
    builtIn: { titleSuffix: builtInSuffix, socialImage: builtInSocialImage, logo: builtInLogo },
    version: stored.defaultsVersion,
    updatedBy: stored.defaultsUpdatedBy,
    updatedAt: stored.defaultsUpdatedAt?.toISOString() ?? null,
  };
}
