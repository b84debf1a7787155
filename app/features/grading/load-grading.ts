import type { DehydratedState } from "@tanstack/react-query";
import { data, type RouterContextProvider } from "react-router";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { prefetchQueries } from "#app/lib/prefetch.ts";
import { authApi } from "#contracts/api/auth.ts";
import { gradingQueueQuery, type QueueParams, submissionQuery } from "./grading-queries.ts";

type Loaded = { dehydratedState: DehydratedState | null; heading: string | null };

/**
 * One read through the in-process API, prefetched into the page, with the API's refusal as the page's
 * status: unknown (or malformed) is a 404 page, a course one does not teach a 403 page. A visitor gets no
 * data; the portal guard sends them to sign in. Anything else renders, and the page's query offers a retry.
 */
async function loadOne<T>(
  context: Readonly<RouterContextProvider>,
  spec: (userId: string) => { queryKey: readonly unknown[]; path: string },
  headingOf: (value: T) => string,
): Promise<Loaded> {
  const api = context.get(serverApiContext);
  let userId: string;
  try {
    userId = (await apiGet(api, authApi.currentUser)).id;
  } catch {
    return { dehydratedState: null, heading: null };
  }
  const query = spec(userId);
  let heading: string | null = null;
  try {
    heading = headingOf(await api.get<T>(query.path));
  } catch (error) {
    const status = serverApiStatus(error);
    if (status === 400 || status === 404) throw data(null, { status: 404 });
    if (status === 403) throw data(null, { status });
  }
  return { dehydratedState: await prefetchQueries(context, [query]), heading };
}

export function loadGradingQueue(
  context: Readonly<RouterContextProvider>,
  courseSlug: string,
  params: QueueParams,
) {
  return loadOne<{ course: { title: string } }>(
    context,
    (userId) => gradingQueueQuery(userId, courseSlug, params),
    (queue) => queue.course.title,
  );
}

export function loadSubmissionForGrading(context: Readonly<RouterContextProvider>, submissionId: string) {
  return loadOne<{ student: { name: string }; lesson: { title: string } }>(
    context,
    (userId) => submissionQuery(userId, submissionId),
    (submission) => `${submission.lesson.title}: ${submission.student.name}`,
  );
}
