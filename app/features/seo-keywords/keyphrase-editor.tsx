import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLinkIcon, RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoKeywordsApi } from "#contracts/api/seo-keywords.ts";
import {
  keyphraseLimits,
  keyphraseSaveSchema,
  keywordMessages,
  type PageKeyphrase,
} from "#contracts/seo-keywords.ts";
import { KeyphraseChecksList } from "./keyphrase-checks-list.tsx";
import { keyphraseKeyOf, keyphrasePath, keywordsKey } from "./keywords-filters.ts";

const schema = loadedModule(keyphraseSaveSchema);
const fieldNames = ["keyphrase", "synonyms"] as const;
const dateFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "ML, machine-learning" as the list the API takes. */
const synonymList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * One page's focus keyphrase and synonyms (issue 20): saved with the version it was opened with (a save made
 * meanwhile answers 409, shown above the form with what was typed kept), then checked on the rendered page.
 * Emptying the keyphrase and saving removes it.
 */
export function KeyphraseEditor({ page }: { page: PageKeyphrase }) {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(page.version);
  const afterSave = (saved: PageKeyphrase) => {
    queryClient.setQueryData(keyphraseKeyOf(saved.path), saved);
    void queryClient.invalidateQueries({ queryKey: keywordsKey, refetchType: "none" });
  };
  const form = useForm({
    initialValues: { keyphrase: page.keyphrase, synonyms: page.synonyms.join(", ") },
    fields: fieldNames,
    schema,
    toInput: (values) => ({
      path: page.path,
      version,
      keyphrase: values.keyphrase,
      synonyms: synonymList(values.synonyms),
    }),
    unavailableMessage: keywordMessages.saveFailed,
    failureMessage: (error) => error.message || keywordMessages.saveFailed,
    send: (body) => apiRequest(seoKeywordsApi.save, { body }),
    onSuccess: (saved) => {
      setVersion(saved.version);
      afterSave(saved);
      toast({
        title: saved.keyphrase ? keywordMessages.saved : keywordMessages.removed,
        description: saved.keyphrase ? `${page.path}: checked on the page as it renders now.` : page.path,
      });
    },
  });
  const recheck = useMutation({
    mutationFn: () => apiRequest(seoKeywordsApi.check, { body: { path: page.path } }),
    onSuccess: (checked) => {
      afterSave(checked);
      toast({ title: keywordMessages.checked, description: page.path });
    },
    onError: (error) =>
      toast({ variant: "destructive", title: keywordMessages.checkFailed, description: error.message }),
  });
  const { errors } = form;
  // The checks shown are those of the saved keyphrase, whatever is being typed.
  const current = (queryClient.getQueryData(keyphraseKeyOf(page.path)) as PageKeyphrase | undefined) ?? page;

  return (
    <div className="grid max-w-3xl gap-8 2xl:max-w-none 2xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <Form
          onSubmit={form.onSubmit}
          pending={form.isPending}
          aria-label={`Keyphrase of ${page.path}`}
          className="grid content-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <FormAlert>{form.formError}</FormAlert>
          <Field
            label="Focus keyphrase"
            error={errors.keyphrase}
            hint="The words you want this page found for, as people search them. Empty it and save to remove it."
          >
            <Input {...form.bind("keyphrase")} autoComplete="off" maxLength={keyphraseLimits.keyphrase} />
          </Field>
          <Field
            label="Synonyms"
            error={errors.synonyms}
            hint={`Other ways to say it, separated by commas (at most ${keyphraseLimits.synonyms}). They count as the keyphrase in every check but the address.`}
          >
            <Input {...form.bind("synonyms")} autoComplete="off" />
          </Field>
          <SubmitButton
            size="default"
            pending={form.isPending}
            pendingLabel="Saving..."
            className="justify-self-start"
          >
            Save keyphrase
          </SubmitButton>
          {current.updatedBy && current.updatedAt ? (
            <p className="text-xs text-slate-600">
              Saved by {current.updatedBy} on {dateFormat.format(new Date(current.updatedAt))} UTC.
            </p>
          ) : null}
        </Form>
        {current.sharedWith.length > 0 ? (
          <section
            aria-labelledby="keyphrase-shared"
            className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <h2 id="keyphrase-shared" className="font-semibold">
              Other pages have this keyphrase
            </h2>
            <p>
              They compete for the same searches, and search engines pick one. Give each page its own
              keyphrase, or link them to the page that should win.
            </p>
            <ul className="grid gap-1">
              {current.sharedWith.map((other) => (
                <li key={other.path}>
                  <Link to={keyphrasePath(other.path)} className="font-medium underline underline-offset-4">
                    {other.title}
                  </Link>{" "}
                  <span className="font-mono text-xs">{other.path}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="keyphrase-checks" className="grid content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="keyphrase-checks" className="text-lg font-semibold text-slate-900">
            On the page
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <a
              href={page.path}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
            >
              Open page
              <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
            </a>
            {current.keyphrase ? (
              <Button variant="outline" onClick={() => recheck.mutate()} disabled={recheck.isPending}>
                <RefreshCwIcon
                  aria-hidden="true"
                  className={recheck.isPending ? "animate-spin" : undefined}
                />
                {recheck.isPending ? "Checking…" : "Check again"}
              </Button>
            ) : null}
          </div>
        </div>
        {!current.keyphrase ? (
          <p className="text-sm text-slate-700">Save a keyphrase to see how the page uses it.</p>
        ) : current.checks ? (
          <>
            {current.checkedAt ? (
              <p className="text-sm text-slate-700">
                Checked on {dateFormat.format(new Date(current.checkedAt))} UTC, on the page as visitors get
                it.
              </p>
            ) : null}
            <KeyphraseChecksList path={page.path} checks={current.checks} />
          </>
        ) : (
          <p className="text-sm text-slate-700">{keywordMessages.notChecked}. Use Check again.</p>
        )}
      </section>
    </div>
  );
}
