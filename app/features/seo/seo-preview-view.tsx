import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useEarlyInput } from "#app/lib/early-input.ts";
import type { ResolvedPageMeta } from "#contracts/seo.ts";
import { SearchSnippetPreview } from "./search-snippet-preview.tsx";
import { SocialCardPreview } from "./social-card-preview.tsx";
import { StructuredDataPreview } from "./structured-data-preview.tsx";

export type SeoPreviewProps = {
  path: string;
  target: ResolvedPageMeta | null;
  /** Not a path, or no page has it: shown by the field, the path stays in it. */
  error: string | null;
};

const examples = ["/", "/courses", "/courses/deep-learning", "/ai-bootcamp", "/blog"];

export function SeoPreviewView({ path, target, error }: SeoPreviewProps) {
  const earlyInput = useEarlyInput();
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === "/seo-preview";
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">SEO Preview</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Enter the path of any page of this site to see its search result, its social card and its structured
        data, from the same metadata the page itself renders.
      </p>

      <Form {...earlyInput} method="get" action="/seo-preview" className="mt-6 max-w-2xl">
        <label htmlFor="preview-path" className="text-sm font-medium text-slate-800">
          Page path
        </label>
        <div className="mt-2 flex gap-2">
          <Input
            id="preview-path"
            name="path"
            defaultValue={path}
            key={path}
            placeholder="/courses/deep-learning"
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "preview-error" : "preview-hint"}
            className="h-11"
          />
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? "Loading..." : "Preview"}
          </Button>
        </div>
        {error ? (
          <p id="preview-error" role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id="preview-hint" className="mt-2 text-sm text-slate-600">
            For example:{" "}
            {examples.map((example, index) => (
              <span key={example}>
                {index > 0 ? ", " : ""}
                <Link
                  to={`/seo-preview?path=${encodeURIComponent(example)}`}
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {example}
                </Link>
              </span>
            ))}
          </p>
        )}
      </Form>

      {target ? (
        <div aria-busy={loading}>
          <p className="mt-8 text-sm text-slate-700">
            Previewing <span className="font-mono font-medium text-slate-900">{target.path}</span> (page type{" "}
            {target.pageType})
          </p>
          <SearchSnippetPreview meta={target} />
          <SocialCardPreview meta={target} />
          <StructuredDataPreview meta={target} />
        </div>
      ) : null}
    </div>
  );
}
