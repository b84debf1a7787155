import { type KeyphraseCheck, type KeyphraseCheckResult, keyphraseKey } from "#contracts/seo-keywords.ts";
import type { PageFacts } from "../audit/read-page.ts";

// The Keywords page's on-page checks of a focus keyphrase (issue 20), judged on what the audit's reader took
// from the rendered page (audit/read-page.ts). One module with a table of tests (keyphrase-checks.unit.test.ts).
// A phrase is found when its words stand together in the text, whatever the case, accents and punctuation
// ("Machine-learning" finds "machine learning"); a synonym counts as the keyphrase everywhere but the address.

export const keyphraseThresholds = {
  /** Below this share of the content's words the keyphrase is barely there. */
  densityMinPercent: 0.5,
  /** Above it the page reads as stuffed with it. */
  densityMaxPercent: 3,
  /** Longer keyphrases are searched by few people. */
  maxWords: 4,
} as const;

export type PageText = Pick<
  PageFacts,
  "title" | "description" | "h1Texts" | "firstParagraph" | "imageAlts" | "content" | "wordCount"
>;

/** How often `phrase` (its key) stands in `text`, as whole words. */
export function countPhrase(text: string, phrase: string): number {
  const key = keyphraseKey(phrase);
  if (key === "") return 0;
  const haystack = ` ${keyphraseKey(text)} `;
  const needle = ` ${key} `;
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length - 1))
    count += 1;
  return count;
}

const containsAny = (text: string | null, phrases: readonly string[]) =>
  text !== null && phrases.some((phrase) => countPhrase(text, phrase) > 0);

const result = (check: KeyphraseCheck, status: KeyphraseCheckResult["status"], message: string) => ({
  check,
  status,
  message,
});

/** The last segment of a path, its hyphens and underscores read as spaces. */
const slugOf = (path: string) => (path.split("/").filter(Boolean).at(-1) ?? "").replace(/[-_]+/g, " ");

/** Every check of a keyphrase (and its synonyms) on one rendered page, in the order the page lists them. */
export function checkKeyphrase(
  page: PageText,
  path: string,
  keyphrase: string,
  synonyms: readonly string[],
): KeyphraseCheckResult[] {
  const phrases = [keyphrase, ...synonyms];
  const words = keyphraseKey(keyphrase).split(" ").filter(Boolean).length;
  const results: KeyphraseCheckResult[] = [];

  results.push(
    containsAny(page.title, phrases)
      ? result("title", "good", "The title has the keyphrase.")
      : result(
          "title",
          "problem",
          "The title does not have the keyphrase: searchers look for their words there first.",
        ),
  );
  results.push(
    page.description === null
      ? result("description", "problem", "The page has no meta description; write one with the keyphrase.")
      : containsAny(page.description, phrases)
        ? result("description", "good", "The meta description has the keyphrase.")
        : result(
            "description",
            "improve",
            "The meta description does not have the keyphrase; search engines bold it there.",
          ),
  );
  results.push(
    page.h1Texts.length === 0
      ? result("h1", "problem", "The page has no H1 to put the keyphrase in.")
      : page.h1Texts.some((h1) => containsAny(h1, phrases))
        ? result("h1", "good", "The H1 has the keyphrase.")
        : result("h1", "improve", "The H1 does not have the keyphrase."),
  );
  results.push(
    page.firstParagraph === null
      ? result("first-paragraph", "na", "The page has no paragraph of text.")
      : containsAny(page.firstParagraph, phrases)
        ? result("first-paragraph", "good", "The first paragraph has the keyphrase.")
        : result(
            "first-paragraph",
            "improve",
            "The first paragraph does not have the keyphrase: say early what the page is about.",
          ),
  );
  const slug = slugOf(path);
  const slugWords = new Set(keyphraseKey(slug).split(" "));
  const phraseWords = keyphraseKey(keyphrase).split(" ").filter(Boolean);
  results.push(
    slug === ""
      ? result("slug", "na", "The home page has no address words.")
      : phraseWords.every((word) => slugWords.has(word))
        ? result("slug", "good", "The address has the keyphrase's words.")
        : result(
            "slug",
            "improve",
            "The address does not have the keyphrase's words; a page's address changes only with a redirect.",
          ),
  );
  results.push(
    page.imageAlts.length === 0
      ? result("image-alt", "na", "The page's content has no image with alt text.")
      : page.imageAlts.some((alt) => containsAny(alt, phrases))
        ? result("image-alt", "good", "An image's alt text has the keyphrase.")
        : result(
            "image-alt",
            "improve",
            "No image's alt text has the keyphrase; describe one image with it, if it fits.",
          ),
  );
  const mentions = phrases.reduce((sum, phrase) => sum + countPhrase(page.content, phrase), 0);
  const density = page.wordCount === 0 ? 0 : (mentions * Math.max(words, 1) * 100) / page.wordCount;
  const shown = `${mentions} ${mentions === 1 ? "time" : "times"} in ${page.wordCount} words (${density.toFixed(1)}%)`;
  results.push(
    page.wordCount === 0
      ? result("density", "na", "The page has no text to count the keyphrase in.")
      : density < keyphraseThresholds.densityMinPercent
        ? result(
            "density",
            "improve",
            `The keyphrase appears ${shown}; use it a little more, at least ${keyphraseThresholds.densityMinPercent}%.`,
          )
        : density > keyphraseThresholds.densityMaxPercent
          ? result(
              "density",
              "problem",
              `The keyphrase appears ${shown}: more than ${keyphraseThresholds.densityMaxPercent}% reads as stuffing. Use it less.`,
            )
          : result("density", "good", `The keyphrase appears ${shown}.`),
  );
  results.push(
    words <= keyphraseThresholds.maxWords
      ? result("length", "good", `${words} ${words === 1 ? "word" : "words"}: a phrase people search for.`)
      : result(
          "length",
          "improve",
          `${words} words: few people search for phrases this long; keep it to ${keyphraseThresholds.maxWords}.`,
        ),
  );
  return results;
}

/** Checks that pass, and checks that apply to the page. */
export function checkScore(results: readonly KeyphraseCheckResult[]): { passed: number; applicable: number } {
  const applicable = results.filter((item) => item.status !== "na");
  return {
    passed: applicable.filter((item) => item.status === "good").length,
    applicable: applicable.length,
  };
}
