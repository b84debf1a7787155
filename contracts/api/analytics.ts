import type { pageViewSchema } from "#contracts/analytics.ts";
import { endpoint, type In } from "./endpoint.ts";

export const analyticsApi = {
  pageView: endpoint("POST", "/api/analytics/pageview")
    .body<In<typeof pageViewSchema>>()
    .returns<undefined>(),
};
