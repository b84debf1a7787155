import { portals } from "#contracts/portals.ts";

// Where the forum's pages are (issue 18). A space key (`general`, `course:<slug>`, `batch:<id>`) is one path
// segment as it is: its colon is allowed in a path and reads better than %3A.

const base = `${portals.student.path}/community`;

type SpaceView = { page?: number | undefined; tag?: string | undefined };

/** A space list's address query: the tag filter, then the page; page 1 and no tag are left out. */
export function spaceSearch(view: SpaceView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.tag) search.set("tag", view.tag);
  if (view.page && view.page > 1) search.set("page", String(view.page));
  return search;
}

export const communityPaths = {
  spaces: base,
  space: (key: string, view: SpaceView = {}) => {
    const query = spaceSearch(view).toString();
    return `${base}/${key}${query ? `?${query}` : ""}`;
  },
  thread: (id: string, page?: number) => `${base}/threads/${id}${page && page > 1 ? `?page=${page}` : ""}`,
  teaching: `${portals.instructor.path}/community`,
  moderation: `${portals.instructor.path}/community/moderation`,
};
