import { ApiRequestError, csrfToken, serverErrorOf } from "#app/lib/api-client.ts";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";
import { assignmentSubmissionFields } from "#contracts/assignment-views.ts";
import { requestFailedMessage } from "#contracts/messages.ts";

// A submission goes as multipart/form-data, which the JSON api client does not send, and may be five files
// of 25 MB: it is sent with XMLHttpRequest, whose upload reports progress (fetch's does not). Like the api
// client it sends credentials and the anti-forgery header, and raises the API's message on a failure.

export type SubmissionInput = {
  courseSlug: string;
  lessonId: string;
  files: readonly File[];
  /** "" for none. */
  repoUrl: string;
};

/** Whole percent of the body sent so far; null while the browser cannot tell. */
export type UploadProgress = (percent: number | null) => void;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function sendSubmission(input: SubmissionInput, onProgress: UploadProgress): Promise<AssignmentView> {
  const form = new FormData();
  for (const file of input.files) form.append(assignmentSubmissionFields.files, file, file.name);
  if (input.repoUrl) form.append(assignmentSubmissionFields.repoUrl, input.repoUrl);
  const url = endpointUrl(assignmentsApi.submit, {
    params: { courseSlug: input.courseSlug, lessonId: input.lessonId },
  });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(assignmentsApi.submit.method, url);
    request.withCredentials = true;
    request.setRequestHeader("X-XSRF-TOKEN", csrfToken());
    request.upload.onprogress = (event) =>
      onProgress(event.lengthComputable ? Math.floor((event.loaded / event.total) * 100) : null);
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as AssignmentView);
      else
        reject(
          new ApiRequestError(
            serverErrorOf(body) ?? requestFailedMessage(request.status),
            request.status,
            body,
          ),
        );
    };
    request.onerror = () => reject(new Error(t.submitFailed));
    request.onabort = () => reject(new Error(t.submitFailed));
    request.send(form);
  });
}
