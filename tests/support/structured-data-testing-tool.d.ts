// The package ships no types: the two entry points the tests use, as far as they use them.
declare module "structured-data-testing-tool" {
  export type StructuredDataTestResult = {
    test: string;
    description?: string;
    groups: string[];
    passed: boolean;
    error?: { type: string; message: string };
  };
  export type StructuredDataTestResults = {
    passed: StructuredDataTestResult[];
    failed: StructuredDataTestResult[];
    warnings: StructuredDataTestResult[];
    schemas: string[];
  };
  /** Parses the HTML (JSON-LD, microdata, RDFa) and runs the presets' rules; rejects with `res` on failures. */
  export function structuredDataTestHtml(
    html: string,
    options: { presets: unknown[] },
  ): Promise<StructuredDataTestResults>;
}

declare module "structured-data-testing-tool/presets" {
  export const Google: unknown;
}
