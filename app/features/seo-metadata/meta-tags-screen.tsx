import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, TagsIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { seoMetadataLimits, seoMetadataMessages } from "#contracts/seo-metadata.ts";
import { MetadataCsv } from "./metadata-csv.tsx";
import { MetadataEditor } from "./metadata-editor.tsx";
import { PagePicker } from "./page-picker.tsx";
import { seoMetadataKey } from "./seo-metadata-key.ts";

const screenPath = "/dashboard/digital-marketer/meta-tags";
const editorPath = (path: string) => `${screenPath}?path=${encodeURIComponent(path)}`;

function PageEditor({ path, field }: { path: string; field: string }) {
  const editor = useQuery({
    queryKey: seoMetadataKey(path),
    queryFn: ({ signal }) => apiRequest(seoApi.metadata, { query: { path }, signal }),
    // A path no page owns stays unknown on a retry.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
  if (editor.error instanceof ApiRequestError && editor.error.status === 404) {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        No public page has the path <span className="font-mono">{path}</span>. Choose one from the list.
      </p>
    );
  }
  return (
    <AdminQueryGate
      query={editor}
      loadingLabel="Loading the page's metadata..."
      loadFailed={seoMetadataMessages.loadFailed}
    >
      {/* A new page (or a reload after a conflict) starts the form afresh. */}
      {(data) => <MetadataEditor key={`${data.path}:${data.version}`} editor={data} focusField={field} />}
    </AdminQueryGate>
  );
}

/** /dashboard/digital-marketer/meta-tags: pick a page, then edit its metadata beside its defaults. */
export function MetaTagsScreen() {
  const [searchParams] = useSearchParams();
  const path = (searchParams.get("path") ?? "").trim().slice(0, seoMetadataLimits.path);
  // A finding of the content audit links to the field that fixes it (?field=title).
  const field = searchParams.get("field") ?? "";
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <TagsIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Meta Tags</h1>
        </div>
        {path ? (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span>
              Editing <span className="font-mono text-slate-900">{path}</span>
            </span>
            <Link
              to={screenPath}
              className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-3.5" />
              All pages
            </Link>
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            The title, description and search settings of any public page. A field left empty keeps the page's
            own value.
          </p>
        )}
      </div>
      {path ? (
        <PageEditor path={path} field={field} />
      ) : (
        <>
          <PagePicker editorPath={editorPath} />
          <MetadataCsv />
        </>
      )}
    </div>
  );
}
