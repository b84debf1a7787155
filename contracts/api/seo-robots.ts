import type { robotsEditorSchema, robotsSaveSchema } from "#contracts/seo-robots.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

// robots.txt editor (issue 20): contracts/seo-robots.ts has the shapes.
export const seoRobotsApi = {
  editor: endpoint("GET", "/api/seo/robots").returns<Out<typeof robotsEditorSchema>>(),
  save: endpoint("PUT", "/api/seo/robots")
    .body<In<typeof robotsSaveSchema>>()
    .returns<Out<typeof robotsEditorSchema>>(),
};
