import type { siteSeoSaveSchema, siteSeoSettingsSchema } from "#contracts/seo-site-settings.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

// SEO Settings' site-wide defaults (issue 20): contracts/seo-site-settings.ts has the shapes. An image goes as the
// request's body (judged by its bytes), so its upload has no JSON body type.
export const seoSiteSettingsApi = {
  read: endpoint("GET", "/api/seo/site-settings").returns<Out<typeof siteSeoSettingsSchema>>(),
  save: endpoint("PUT", "/api/seo/site-settings")
    .body<In<typeof siteSeoSaveSchema>>()
    .returns<Out<typeof siteSeoSettingsSchema>>(),
  uploadImage: endpoint("PUT", "/api/seo/site-settings/images/:kind").returns<
    Out<typeof siteSeoSettingsSchema>
  >(),
  removeImage: endpoint("DELETE", "/api/seo/site-settings/images/:kind").returns<
    Out<typeof siteSeoSettingsSchema>
  >(),
};
