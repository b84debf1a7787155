import type { siteSettingsSchema } from "#contracts/site-settings.ts";
import { endpoint, type Out } from "./endpoint.ts";

export const settingsApi = {
  siteSettings: endpoint("GET", "/api/site-settings").returns<Out<typeof siteSettingsSchema>>(),
};
