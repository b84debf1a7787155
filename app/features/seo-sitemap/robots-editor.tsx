import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { loadedModule } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { seoRobotsApi } from "#contracts/api/seo-robots.ts";
import {
  type RobotsEditor as RobotsEditorData,
  robotsLimits,
  robotsMessages,
  robotsSaveSchema,
} from "#contracts/seo-robots.ts";

const schema = loadedModule(robotsSaveSchema);
export const robotsKey = ["seo-robots"] as const;
const dateFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

function RobotsForm({ editor, onSaved }: { editor: RobotsEditorData; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(editor.version);
  const form = useForm({
    initialValues: { rules: editor.rules },
    fields: ["rules"] as const,
    schema,
    toInput: (values) => ({ rules: values.rules, version }),
    unavailableMessage: robotsMessages.saveFailed,
    failureMessage: (error) => error.message || robotsMessages.saveFailed,
    send: (body) => apiRequest(seoRobotsApi.save, { body }),
    onSuccess: (saved) => {
      setVersion(saved.version);
      queryClient.setQueryData(robotsKey, saved);
      onSaved();
      toast({ title: robotsMessages.saved, description: "Crawlers get it from now on." });
    },
  });
  return (
    <Form
      onSubmit={form.onSubmit}
      pending={form.isPending}
      aria-label="robots.txt rules"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <FormAlert>{form.formError}</FormAlert>
      <div className="grid gap-1">
        <p className="text-sm font-medium text-slate-900">Always served first</p>
        {/* Shown whole: a scrolling box would need the keyboard's focus, and the lines are short and few. */}
        <pre className="rounded-md bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-800">
          {editor.builtIn}
        </pre>
      </div>
      <Field
        label="Your rules"
        error={form.errors.rules}
        hint={`Served after the lines above, for example "User-agent: GPTBot" then "Disallow: /". Each group you start keeps the private areas closed. At most ${robotsLimits.chars} characters.`}
      >
        <Textarea
          {...form.bind("rules")}
          rows={8}
          spellCheck={false}
          className="font-mono text-sm"
          maxLength={robotsLimits.chars}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="default" pending={form.isPending} pendingLabel="Saving...">
          Save robots.txt
        </SubmitButton>
        {editor.updatedBy && editor.updatedAt ? (
          <span className="text-xs text-slate-600">
            Saved by {editor.updatedBy} on {dateFormat.format(new Date(editor.updatedAt))} UTC.
          </span>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The robots.txt editor (issue 20): the built-in group shown, the marketer's own lines saved under a version and
 * checked by the server (a malformed line, closing the site or opening a private area are refused, with the line).
 */
export function RobotsEditor({ onSaved }: { onSaved: () => void }) {
  const editor = useQuery({
    queryKey: robotsKey,
    queryFn: ({ signal }) => apiRequest(seoRobotsApi.editor, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <section aria-labelledby="robots-editor" className="grid gap-3">
      <h2 id="robots-editor" className="text-lg font-semibold text-slate-900">
        robots.txt rules
      </h2>
      <AdminQueryGate
        query={editor}
        loadingLabel="Loading robots.txt..."
        loadFailed={robotsMessages.loadFailed}
      >
        {/* A reload after a conflict starts the form from the saved version. */}
        {(data) => <RobotsForm key={data.version} editor={data} onSaved={onSaved} />}
      </AdminQueryGate>
    </section>
  );
}
