import type {
  AdminCourse,
  adminCourseCreateSchema,
  adminCourseSlugSchema,
  adminCourseStatusSchema,
  adminCoursesPageSchema,
  adminCoursesQuerySchema,
  adminCourseUpdateSchema,
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  adminReviewUpdateSchema,
  InstructorOption,
} from "#contracts/admin-courses.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

const courses = "/api/admin/courses";

// The admin's Course Management (decision 0044).
export const adminCoursesApi = {
  list: endpoint("GET", courses)
    .query<Query<typeof adminCoursesQuerySchema>>()
    .returns<Out<typeof adminCoursesPageSchema>>(),
  create: endpoint("POST", courses).body<In<typeof adminCourseCreateSchema>>().returns<AdminCourse>(),
  instructorOptions: endpoint("GET", `${courses}/instructor-options`).returns<InstructorOption[]>(),
  course: endpoint("GET", `${courses}/:courseId`).returns<AdminCourse>(),
  update: endpoint("PUT", `${courses}/:courseId`)
    .body<In<typeof adminCourseUpdateSchema>>()
    .returns<AdminCourse>(),
  /** A new slug; the old address redirects to the new one (issue 20). */
  changeSlug: endpoint("PUT", `${courses}/:courseId/slug`)
    .body<In<typeof adminCourseSlugSchema>>()
    .returns<AdminCourse>(),
  setStatus: endpoint("POST", `${courses}/:courseId/status`)
    .body<In<typeof adminCourseStatusSchema>>()
    .returns<AdminCourse>(),
  /** The image's bytes as the body (Content-Type image/png, image/jpeg or image/webp); not JSON. */
  uploadImage: endpoint("PUT", `${courses}/:courseId/image`).returns<AdminCourse>(),
  removeImage: endpoint("DELETE", `${courses}/:courseId/image`).returns<AdminCourse>(),
  reviews: endpoint("GET", "/api/admin/course-reviews")
    .query<Query<typeof adminReviewsQuerySchema>>()
    .returns<Out<typeof adminReviewsPageSchema>>(),
  updateReview: endpoint("PATCH", "/api/admin/course-reviews/:reviewId")
    .body<In<typeof adminReviewUpdateSchema>>()
    .returns<Out<typeof adminReviewSchema>>(),
};
