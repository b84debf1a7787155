import type {
  aboutResponseSchema,
  corporateInquiryResponseSchema,
  corporateInquirySchema,
  sitePageQuerySchema,
  sitePageSchema,
} from "#contracts/site-pages.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const pagesApi = {
  sitePage: endpoint("GET", "/api/pages")
    .query<Query<typeof sitePageQuerySchema>>()
    .returns<Out<typeof sitePageSchema>>(),
  about: endpoint("GET", "/api/about").returns<Out<typeof aboutResponseSchema>>(),
  corporateInquiry: endpoint("POST", "/api/corporate-inquiry")
    .body<In<typeof corporateInquirySchema>>()
    .returns<Out<typeof corporateInquiryResponseSchema>>(),
};
