import type { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from "#contracts/newsletter.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const newsletterApi = {
  subscribe: endpoint("POST", "/api/newsletter/subscribe")
    .body<In<typeof newsletterSubscribeSchema>>()
    .returns<Out<typeof newsletterSubscribeResponseSchema>>(),
};
