import type { KeyphraseCheckResult } from "#contracts/seo-keywords.ts";
import { readPage } from "../audit/read-page.ts";
import type { PageRenderer } from "../audit/run-audit.ts";
import { checkKeyphrase } from "./keyphrase-checks.ts";
import type { KeywordsRepository, StoredKeyphrase } from "./keywords-repository.ts";

export type CheckDeps = {
  repository: KeywordsRepository;
  render: PageRenderer;
  publicUrl: string;
  now: () => Date;
};

/**
 * Renders a page as a visitor gets it (in-process, as the content audit does), checks its keyphrase there and
 * stores the results with the version they were made for. Null when the page did not answer 200: nothing to
 * check, and nothing stored.
 */
export async function checkPageKeyphrase(
  deps: CheckDeps,
  row: Pick<StoredKeyphrase, "path" | "keyphrase" | "synonyms" | "version">,
): Promise<KeyphraseCheckResult[] | null> {
  const { status, html } = await deps.render(row.path);
  if (status !== 200) return null;
  const url = row.path === "/" ? `${deps.publicUrl}/` : `${deps.publicUrl}${row.path}`;
  const checks = checkKeyphrase(readPage(html, url), row.path, row.keyphrase, row.synonyms);
  await deps.repository.saveChecks(row.path, row.version, checks, deps.now());
  return checks;
}
