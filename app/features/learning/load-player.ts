import type { DehydratedState } from "@tanstack/react-query";
import { data, type RouterContextProvider } from "react-router";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { prefetchQueries } from "#app/lib/prefetch.ts";
import { authApi } from "#contracts/api/auth.ts";
import type { CurrentUser } from "#contracts/auth.ts";

type Spec = { queryKey: readonly unknown[]; path: string };

/**
 * A player page's loader: the reader's queries prefetched into the page, and the API's refusal turned into
 * the page's status, so an unknown course is a 404 page and someone else's course a 403 page (issue 14),
 * answered with those statuses. A visitor gets no data; the portal guard sends them to sign in. Each path
 * is read once per render (decision 0031), so checking and prefetching cost one read.
 */
export async function loadPlayer(
  context: Readonly<RouterContextProvider>,
  specsFor: (user: CurrentUser) => readonly Spec[],
  /** The <title>'s heading from the last read's answer; by default its lesson's title, else its course's. */
  headingFrom: (answer: Record<string, unknown> | undefined) => string | null = headingOf,
): Promise<{ dehydratedState: DehydratedState | null; heading: string | null }> {
  const api = context.get(serverApiContext);
  let user: CurrentUser;
  try {
    user = await apiGet(api, authApi.currentUser);
  } catch {
    return { dehydratedState: null, heading: null };
  }
  const specs = specsFor(user);
  let heading: string | null = null;
  try {
    const answers = await Promise.all(specs.map((spec) => api.get<Record<string, unknown>>(spec.path)));
    heading = headingFrom(answers.at(-1));
  } catch (error) {
    const status = serverApiStatus(error);
    // A malformed id in the address (400 from the API) is a page that does not exist.
    if (status === 400 || status === 404) throw data(null, { status: 404 });
    if (status === 403) throw data(null, { status });
    // Anything else: the page renders and its query shows the error with a way to try again.
  }
  return { dehydratedState: await prefetchQueries(context, specs), heading };
}

/** The page's <title> heading: the lesson's title on a lesson, else the course's. */
function headingOf(answer: Record<string, unknown> | undefined): string | null {
  const lesson = answer?.lesson as { title?: unknown } | undefined;
  if (typeof lesson?.title === "string") return lesson.title;
  const course = answer?.course as { title?: unknown } | undefined;
  return typeof course?.title === "string" ? course.title : null;
}
