import type { blogListQuerySchema, blogListSchema, blogPostPageSchema } from "#contracts/blog.ts";
import type { podcastListSchema } from "#contracts/podcast.ts";
import type {
  webinarListSchema,
  webinarRegistrationResponseSchema,
  webinarRegistrationSchema,
  webinarSchema,
} from "#contracts/webinars.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const contentApi = {
  blog: endpoint("GET", "/api/blog")
    .query<Query<typeof blogListQuerySchema>>()
    .returns<Out<typeof blogListSchema>>(),
  blogPost: endpoint("GET", "/api/blog/:slug").returns<Out<typeof blogPostPageSchema>>(),
  webinars: endpoint("GET", "/api/webinars").returns<Out<typeof webinarListSchema>>(),
  webinar: endpoint("GET", "/api/webinars/:slug").returns<Out<typeof webinarSchema>>(),
  registerForWebinar: endpoint("POST", "/api/webinars/:slug/registrations")
    .body<In<typeof webinarRegistrationSchema>>()
    .returns<Out<typeof webinarRegistrationResponseSchema>>(),
  podcast: endpoint("GET", "/api/podcast").returns<Out<typeof podcastListSchema>>(),
};
