import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { gradingApi } from "#contracts/api/grading.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { GradingStatus } from "#contracts/grading-text.ts";
import { portals } from "#contracts/portals.ts";

// The grading pages' reads, keyed by user and what the address asks for, shared by the routes' loaders
// (prefetch through the in-process API) and the pages.

/** The instructor portal's page of one course (its sub-pages: roster, grading). */
const coursePath = (courseSlug: string) =>
  `${portals.instructor.path}/courses/${encodeURIComponent(courseSlug)}`;

export type QueueParams = { batch: string | undefined; status: GradingStatus; page: number };

/** The queue's state in the page's address: batch (absent: the API's first), status and page. */
export function queueParams(search: URLSearchParams): QueueParams {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return {
    batch: search.get("batch") || undefined,
    status: search.get("status") === "graded" ? "graded" : "pending",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** /dashboard/instructor/courses/:courseSlug/grading with the queue's state (defaults left out). */
export function gradingPath(courseSlug: string, params: Partial<QueueParams> = {}): string {
  const search = new URLSearchParams();
  if (params.batch) search.set("batch", params.batch);
  if (params.status === "graded") search.set("status", "graded");
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return `${coursePath(courseSlug)}/grading${query ? `?${query}` : ""}`;
}

export function submissionPath(courseSlug: string, submissionId: string, batch?: string): string {
  const base = `${coursePath(courseSlug)}/grading/${encodeURIComponent(submissionId)}`;
  return batch ? `${base}?batch=${encodeURIComponent(batch)}` : base;
}

export function gradingQueueQuery(userId: string, courseSlug: string, params: QueueParams) {
  return {
    queryKey: ["grading-queue", userId, courseSlug, params.batch ?? "", params.status, params.page] as const,
    path: endpointUrl(gradingApi.queue, { params: { courseSlug }, query: params }),
  };
}

export function useGradingQueue(user: CurrentUser | null, courseSlug: string, params: QueueParams) {
  return useQuery({
    queryKey: gradingQueueQuery(user?.id ?? "", courseSlug, params).queryKey,
    queryFn: ({ signal }) => apiRequest(gradingApi.queue, { params: { courseSlug }, query: params, signal }),
    enabled: user !== null,
  });
}

export function submissionQuery(userId: string, submissionId: string) {
  return {
    queryKey: ["grading-submission", userId, submissionId] as const,
    path: endpointUrl(gradingApi.submission, { params: { submissionId } }),
  };
}

export function useSubmissionForGrading(user: CurrentUser | null, submissionId: string) {
  return useQuery({
    queryKey: submissionQuery(user?.id ?? "", submissionId).queryKey,
    queryFn: ({ signal }) => apiRequest(gradingApi.submission, { params: { submissionId }, signal }),
    enabled: user !== null,
  });
}

/** The gradebook of the batch shown (a plain link: the browser saves the attachment). */
export function gradebookCsvUrl(courseSlug: string, batch: string) {
  return endpointUrl(gradingApi.gradebookCsv, { params: { courseSlug }, query: { batch } });
}
