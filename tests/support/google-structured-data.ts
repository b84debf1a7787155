import { type StructuredDataTestResults, structuredDataTestHtml } from "structured-data-testing-tool";
import { Google } from "structured-data-testing-tool/presets";

/**
 * Google's structured-data rules as the `structured-data-testing-tool` package applies them (its "Google"
 * preset), run over a page's HTML without any network access. Returns the failed rules as
 * "<test>: <message>" (an empty list when the page passes) and the schema.org types the tool found.
 */
export async function googleStructuredDataFailures(
  html: string,
): Promise<{ failures: string[]; schemas: string[] }> {
  let results: StructuredDataTestResults;
  try {
    results = await structuredDataTestHtml(html, { presets: [Google] });
  } catch (error) {
    // The tool rejects with the full results when a rule fails, and with anything else when it cannot run.
    const rejected = error as { type?: string; res?: StructuredDataTestResults };
    if (rejected.type !== "VALIDATION_FAILED" || !rejected.res) throw error;
    results = rejected.res;
  }
  return {
    failures: results.failed.map((rule) => `${rule.test}: ${rule.error?.message ?? "failed"}`),
    schemas: results.schemas,
  };
}
