import { uploadFile } from "#app/lib/upload-file.ts";
import type { AdminCourse } from "#contracts/admin-courses.ts";
import { adminCoursesMessages } from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";

/** The cover image, sent as the request's body. */
export function uploadCourseImage(courseId: string, file: File): Promise<AdminCourse> {
  return uploadFile(
    endpointUrl(adminCoursesApi.uploadImage, { params: { courseId } }),
    file,
    adminCoursesMessages.imageFailed,
  );
}
