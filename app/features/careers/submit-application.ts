import { ApiRequestError, readCookie } from "#app/lib/api-client.ts";
import { careersApi } from "#contracts/api/careers.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import {
  careersMessages,
  cvFieldName,
  type JobApplicationFields,
  type JobApplicationResponse,
} from "#contracts/careers.ts";

// The application goes as multipart/form-data, which the JSON api client does not send. Like it, this
// sends credentials and the anti-forgery header; the Content-Type (with its boundary) is left to the
// browser, which is the only one that knows the boundary.
export async function submitApplication(
  slug: string,
  fields: JobApplicationFields,
  cv: File,
): Promise<JobApplicationResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" && value) form.append(name, value);
  }
  form.append(cvFieldName, cv, cv.name);
  const token = readCookie("XSRF-TOKEN", document.cookie) ?? "";
  const response = await fetch(endpointUrl(careersApi.apply, { params: { slug } }), {
    method: careersApi.apply.method,
    credentials: "include",
    headers: { "X-XSRF-TOKEN": token },
    body: form,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message =
      data && typeof data === "object" && "error" in data && typeof data.error === "string"
        ? data.error
        : careersMessages.failureBody;
    throw new ApiRequestError(message, response.status, data);
  }
  return data as JobApplicationResponse;
}
