import { ApiRequestError, csrfToken, serverErrorOf } from "#app/lib/api-client.ts";

// An image goes as the request's body (the server judges its bytes), not as JSON, so it has its own call beside
// apiRequest; the anti-forgery header is the same. `failed` is the words when the server gave none.
export async function uploadFile<T>(
  url: string,
  file: File,
  failed: string,
  method: "PUT" | "POST" = "PUT",
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: {
      "Content-Type": file.type || "application/octet-stream",
      "X-XSRF-TOKEN": csrfToken(),
    },
    body: file,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(serverErrorOf(body) ?? failed, response.status, body);
  return body as T;
}
