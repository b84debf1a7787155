import { keywordMessages, type PageKeyphrase } from "#contracts/seo-keywords.ts";
import { HttpError } from "#server/http-error.ts";
import { type CheckDeps, checkPageKeyphrase } from "./check-page-keyphrase.ts";
import { type KeywordsReadDeps, readPageKeyphrase } from "./read-page-keyphrase.ts";

/** Checks a page's keyphrase again on the page as it renders now (after a content change). */
export async function recheckKeyphrase(
  deps: KeywordsReadDeps & CheckDeps,
  rawPath: string,
): Promise<PageKeyphrase> {
  const { path } = await deps.seo.defaults(rawPath);
  const row = await deps.repository.find(path);
  if (!row) throw new HttpError(404, keywordMessages.noKeyphrase);
  const checks = await checkPageKeyphrase(deps, row);
  if (!checks) throw new HttpError(422, keywordMessages.pageDidNotLoad);
  return readPageKeyphrase(deps, path);
}
