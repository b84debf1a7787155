import { useQueryClient } from "@tanstack/react-query";
import { ExternalLinkIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { SearchSnippetPreview } from "#app/features/seo/search-snippet-preview.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { pageTypes } from "#contracts/seo.ts";
import {
  type SeoMetadataEditor,
  type SeoMetadataFields,
  seoMetadataLimits,
  seoMetadataMessages,
  seoMetadataSaveSchema,
} from "#contracts/seo-metadata.ts";
import { detailFieldNames, emptyDetails } from "#contracts/seo-metadata-details.ts";
import { pageTypeLabels } from "#contracts/seo-pages.ts";
import { MetadataDetailsFields } from "./metadata-details-fields.tsx";
import { MetadataHistory } from "./metadata-history.tsx";
import { previewMeta } from "./metadata-preview.ts";
import { seoMetadataKey } from "./seo-metadata-key.ts";

const schema = loadedModule(seoMetadataSaveSchema);
const fieldNames = [
  "title",
  "description",
  "keywords",
  "image",
  "canonical",
  "robots",
  "pageType",
  ...detailFieldNames,
] as const;
const emptyFields: SeoMetadataFields = {
  title: "",
  description: "",
  keywords: "",
  image: "",
  canonical: "",
  robots: "",
  pageType: "",
  ...emptyDetails,
};

function Default({ children }: { children: string }) {
  return (
    <span className="block break-words">
      Default: <span className="text-slate-800">{children || "none"}</span>
    </span>
  );
}

/**
 * One page's metadata override beside the defaults it replaces, with the search result it makes (issue 20).
 * An empty field uses the default. It saves with the version it was opened with: a save made meanwhile
 * answers 409, shown above the form with everything typed kept.
 */
export function MetadataEditor({ editor, focusField }: { editor: SeoMetadataEditor; focusField?: string }) {
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  // Opened from a finding of the content audit: the cursor waits in the field that fixes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor opens.
  useEffect(() => {
    const name = fieldNames.find((known) => known === focusField);
    if (name) container.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, []);
  const [version, setVersion] = useState(editor.version);
  const [note, setNote] = useState<string | null>(null);
  const form = useForm({
    initialValues: editor.fields,
    fields: fieldNames,
    schema,
    toInput: (values) => ({ ...values, path: editor.path, version }),
    unavailableMessage: seoMetadataMessages.saveFailed,
    failureMessage: (error) => error.message || seoMetadataMessages.saveFailed,
    send: (body) => apiRequest(seoApi.saveMetadata, { body }),
    onSuccess: (saved) => {
      setVersion(saved.version);
      setNote(null);
      queryClient.setQueryData(seoMetadataKey(editor.path), saved);
      void queryClient.invalidateQueries({ queryKey: ["seo-pages"] });
      toast({ title: seoMetadataMessages.saved, description: `${editor.path} shows it now.` });
    },
  });
  const { errors, values } = form;
  const { defaults } = editor;
  const fill = (fields: SeoMetadataFields, message: string) => {
    for (const name of fieldNames) form.setValue(name, fields[name]);
    setNote(message);
  };
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const preview = previewMeta(values as SeoMetadataFields, defaults, origin);

  return (
    <div
      ref={container}
      className="grid max-w-3xl gap-8 2xl:max-w-none 2xl:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]"
    >
      <Form
        onSubmit={form.onSubmit}
        pending={form.isPending}
        aria-label={`Metadata of ${editor.path}`}
        className="grid content-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <FormAlert>{form.formError}</FormAlert>
        {note ? (
          <p role="status" className="rounded-md bg-indigo-50 p-3 text-sm text-indigo-950">
            {note}
          </p>
        ) : null}
        <Field
          label="Title"
          error={errors.title}
          hint={
            <>
              {values.title.length}/{seoMetadataLimits.title} characters. <Default>{defaults.title}</Default>
            </>
          }
        >
          <Input {...form.bind("title")} autoComplete="off" maxLength={seoMetadataLimits.title} />
        </Field>
        <Field
          label="Description"
          error={errors.description}
          hint={
            <>
              {values.description.length}/{seoMetadataLimits.description} characters.{" "}
              <Default>{defaults.description}</Default>
            </>
          }
        >
          <Textarea {...form.bind("description")} rows={3} maxLength={seoMetadataLimits.description} />
        </Field>
        <Field
          label="Keywords"
          error={errors.keywords}
          hint={
            <>
              Separated by commas. <Default>{defaults.keywords.join(", ")}</Default>
            </>
          }
        >
          <Input {...form.bind("keywords")} autoComplete="off" />
        </Field>
        <Field
          label="Social image"
          error={errors.image}
          hint={
            <>
              A path of this site or an https:// address, 1200 x 630. <Default>{defaults.image}</Default>
            </>
          }
        >
          <Input {...form.bind("image")} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label="Canonical URL" error={errors.canonical} hint={<Default>{defaults.canonical}</Default>}>
          <Input {...form.bind("canonical")} autoComplete="off" spellCheck={false} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Search engines" error={errors.robots}>
            <Select {...form.bind("robots")}>
              <option value="">Default ({defaults.noindex ? "noindex" : "index"})</option>
              <option value="index">Index this page</option>
              <option value="noindex">Keep out of search (noindex)</option>
            </Select>
          </Field>
          <Field label="Page type" error={errors.pageType}>
            <Select {...form.bind("pageType")}>
              <option value="">Default ({pageTypeLabels[defaults.pageType]})</option>
              {pageTypes.map((type) => (
                <option key={type} value={type}>
                  {pageTypeLabels[type]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <MetadataDetailsFields bind={form.bind} errors={errors} defaults={defaults} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="default" pending={form.isPending} pendingLabel="Saving...">
            Save metadata
          </SubmitButton>
          <Button
            type="button"
            variant="outline"
            onClick={() => fill(emptyFields, "Every field now uses its default. Save to apply.")}
          >
            <RotateCcwIcon aria-hidden="true" />
            Use all defaults
          </Button>
        </div>
      </Form>

      <div className="grid content-start gap-6">
        <div className="[&>section]:mt-0">
          <SearchSnippetPreview meta={preview} />
        </div>
        <p className="flex flex-wrap gap-4 text-sm">
          <a
            href={editor.path}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Open the page
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </a>
          <Link
            to={`/seo-preview?path=${encodeURIComponent(editor.path)}`}
            className="font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Full preview with social card and structured data
          </Link>
        </p>
        <MetadataHistory
          history={editor.history}
          onRestore={(entry) =>
            fill(entry.fields, `Version ${entry.version} is in the form. Save to make it current.`)
          }
        />
      </div>
    </div>
  );
}
