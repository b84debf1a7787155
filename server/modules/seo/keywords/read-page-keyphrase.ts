import type { PageKeyphrase } from "#contracts/seo-keywords.ts";
import type { SeoService } from "../service.ts";
import type { KeywordsRepository } from "./keywords-repository.ts";

export type KeywordsReadDeps = {
  seo: Pick<SeoService, "defaults" | "inventory">;
  repository: KeywordsRepository;
};

/** One public page's keyphrase, its last checks and the pages sharing it; 400/404 for what is no public page. */
export async function readPageKeyphrase(deps: KeywordsReadDeps, rawPath: string): Promise<PageKeyphrase> {
  const { path, defaults } = await deps.seo.defaults(rawPath);
  const [row, inventory] = await Promise.all([deps.repository.find(path), deps.seo.inventory()]);
  const titleOf = new Map(inventory.map((item) => [item.path, item.title]));
  const shared = row ? await deps.repository.sharing(row.keyphraseKey, path) : [];
  return {
    path,
    title: titleOf.get(path) ?? defaults.title,
    keyphrase: row?.keyphrase ?? "",
    synonyms: row?.synonyms ?? [],
    version: row?.version ?? 0,
    checks: row?.checks ?? null,
    checkedAt: row?.checkedAt?.toISOString() ?? null,
    // Only public pages compete: a keyphrase left on an unpublished page shares with nobody.
    sharedWith: shared.flatMap((other) => {
      const title = titleOf.get(other);
      return title === undefined ? [] : [{ path: other, title }];
    }),
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
