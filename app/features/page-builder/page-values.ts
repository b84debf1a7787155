import type { ResponseOf } from "#contracts/api/endpoint.ts";
import type { pageBuilderApi } from "#contracts/api/page-builder.ts";
import type { PageSettings } from "./page-settings-panel.tsx";

/** A page as the API answers for one (get, save, publish, restore all return it). */
export type PageDetailData = ResponseOf<typeof pageBuilderApi.get>;

export const pageSettingsOf = (page: PageDetailData): PageSettings => ({
  title: page.title,
  path: page.path,
  description: page.description,
});

/** The server's 409 for a page changed since the editor opened it, said for a step that is not a save. */
export const staleAction =
  "Someone changed this page after you opened it. Reload the page to see the latest version, then try again.";
