import type { PageDocument } from "#contracts/page-builder.ts";
import { isReservedPath, pageBuilderMessages as messages } from "#contracts/page-builder-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { PagesRepository } from "./pages-repository.ts";
import type { RedirectsLookup } from "./redirects-repository.ts";

export type CheckPageDeps = {
  repository: Pick<PagesRepository, "pathOwner">;
  redirects: RedirectsLookup;
  /** The slugs of the courses a block may name (published ones). */
  courseSlugs: () => Promise<Set<string>>;
};

/** The page's path is free: not the site's own, not another page's. 400/409 with the field otherwise. */
export async function checkPath(deps: CheckPageDeps, path: string, pageId: string | null): Promise<void> {
  if (isReservedPath(path)) throw new HttpError(400, messages.pathReserved, "path");
  // A redirect of the SEO workbench answers its path before pages are rendered: a page there is never seen.
  if (await deps.redirects.covering(path)) throw new HttpError(409, messages.pathRedirected, "path");
  const owner = await deps.repository.pathOwner(path);
  if (owner && owner !== pageId) throw new HttpError(409, messages.pathTaken, "path");
}

/** Every course a block names exists: a page never shows a card for nothing. */
export async function checkCourses(deps: CheckPageDeps, document: PageDocument): Promise<void> {
  const named = document.content.flatMap((block, index) => {
    const slugs =
      block.type === "CourseCards" || block.type === "Pricing"
        ? block.props.courseSlugs
        : block.type === "Countdown" || (block.type === "UpcomingBatches" && block.props.courseSlug)
          ? [block.props.courseSlug]
          : [];
    return slugs.map((slug) => ({ slug, index }));
  });
  if (named.length === 0) return;
  const known = await deps.courseSlugs();
  const unknown = named.filter(({ slug }) => !known.has(slug));
  const [first] = unknown;
  if (first)
    throw new HttpError(400, `${messages.unknownCourse}: ${first.slug}`, `document.content.${first.index}`);
}
