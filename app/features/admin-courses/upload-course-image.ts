import { ApiRequestError, csrfToken, serverErrorOf } from "#app/lib/api-client.ts";
import type { AdminCourse } from "#contracts/admin-courses.ts";
import { adminCoursesMessages } from "#contracts/admin-courses-text.ts";
import { adminCoursesApi } from "#contracts/api/admin-courses.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";

// The cover image goes as the request's body (the server judges its bytes), not as JSON, so it has its own
// call beside apiRequest; the anti-forgery header is the same.
export async function uploadCourseImage(courseId: string, file: File): Promise<AdminCourse> {
  const response = await fetch(endpointUrl(adminCoursesApi.uploadImage, { params: { courseId } }), {
    method: "PUT",
    credentials: "same-origin",
    headers: {
      "Content-Type": file.type || "application/octet-stream",
      "X-XSRF-TOKEN": csrfToken(),
    },
    body: file,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiRequestError(serverErrorOf(body) ?? adminCoursesMessages.imageFailed, response.status, body);
  }
  return body as AdminCourse;
}
