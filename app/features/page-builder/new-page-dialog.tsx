import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import type { PageSummary } from "#contracts/page-builder.ts";
import { pageBuilderLimits as limits } from "#contracts/page-builder-text.ts";
import { pageEditorHref } from "./page-builder-params.ts";
import { pageDetailQuery, pageListKey, pageTemplatesKey } from "./page-builder-queries.ts";
import { pageCreateSchema } from "./page-contract.ts";
import { pathFromTitle } from "./page-path-suggestion.ts";

const fields = ["title", "path", "description", "template"] as const;

type NewPageDialogProps = {
  /** Duplicate this page instead of starting from a template. */
  copyOf?: PageSummary;
  onClose: () => void;
};

/** A new page (blank, from a template, or a copy of another): its title, path and description, then the editor. */
export function NewPageDialog({ copyOf, onClose }: NewPageDialogProps) {
  const userId = useAuth().user?.id ?? "";
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pathEdited, setPathEdited] = useState(Boolean(copyOf));
  const templates = useQuery({
    queryKey: pageTemplatesKey(userId),
    queryFn: ({ signal }) => apiRequest(pageBuilderApi.templates, { signal }),
    enabled: !copyOf,
  });

  const form = useForm({
    initialValues: {
      title: copyOf ? `Copy of ${copyOf.title}`.slice(0, limits.titleMax) : "",
      path: copyOf ? `${copyOf.path}-copy`.slice(0, limits.pathMax) : "",
      description: copyOf?.description ?? "",
      template: "",
    },
    fields,
    schema: pageCreateSchema,
    toInput: (values) => ({
      title: values.title,
      path: values.path,
      description: values.description,
      template: copyOf || !values.template ? undefined : values.template,
      copyOf: copyOf?.id,
    }),
    emptyMessage: { message: "Required", fields: ["title", "path", "description"] },
    unavailableMessage: "The form could not be checked. Check your connection and try again.",
    failureMessage: "The page could not be created. Try again.",
    invalidMessage: "Some fields need a change: see the messages below them.",
    send: (body) => apiRequest(pageBuilderApi.create, { body }),
    onSuccess: (page) => {
      queryClient.setQueryData(pageDetailQuery(userId, page.id).queryKey, page);
      void queryClient.invalidateQueries({ queryKey: pageListKey(userId) });
      toast({ title: copyOf ? "Page duplicated" : "Page created", description: page.title });
      onClose();
      void navigate(pageEditorHref(page.id));
    },
  });

  // The templates' select shows the first one once they arrive: it is also what is sent.
  const firstTemplate = templates.data?.items[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the templates arrive, not on each edit.
  useEffect(() => {
    if (firstTemplate && !form.values.template) form.setValue("template", firstTemplate, { quiet: true });
  }, [firstTemplate]);

  const title = copyOf ? `Duplicate "${copyOf.title}"` : "New page";
  return (
    <Dialog open onOpenChange={(open) => !open && !form.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>
            {copyOf
              ? "The copy starts as a draft with the same blocks; give it its own path."
              : "The page starts as a draft: nothing is public until an admin publishes it."}
          </DialogDescription>
        </DialogHeader>
        <Form onSubmit={form.onSubmit} pending={form.isPending} aria-label={title} className="grid gap-4">
          <FormAlert>{form.formError}</FormAlert>
          <Field label="Title" name="title" error={form.errors.title}>
            <Input
              {...form.bind("title")}
              maxLength={limits.titleMax}
              required
              onChange={(event) => {
                form.setValue("title", event.target.value);
                if (!pathEdited) form.setValue("path", pathFromTitle(event.target.value), { quiet: true });
              }}
            />
          </Field>
          <Field
            label="Path"
            name="path"
            error={form.errors.path}
            hint="Where the page lives on the site, e.g. /ai-for-managers."
          >
            <Input
              {...form.bind("path")}
              maxLength={limits.pathMax}
              required
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => {
                setPathEdited(true);
                form.setValue("path", event.target.value);
              }}
            />
          </Field>
          <Field
            label="Description"
            name="description"
            error={form.errors.description}
            hint="Shown by search engines and link previews."
          >
            <Textarea {...form.bind("description")} maxLength={limits.descriptionMax} rows={3} required />
          </Field>
          {copyOf ? null : (
            <Field
              label="Start from"
              name="template"
              error={form.errors.template}
              hint={
                templates.isError
                  ? "The templates could not be loaded: the page starts blank."
                  : templates.data?.items.find((template) => template.id === form.values.template)
                      ?.description
              }
            >
              <Select {...form.bind("template")} disabled={!templates.data}>
                {templates.data ? (
                  templates.data.items.map((template) => (
                    <option key={template.id} value={template.id}>
                      {`${template.name} (${template.blocks} ${template.blocks === 1 ? "block" : "blocks"})`}
                    </option>
                  ))
                ) : (
                  <option value="">{templates.isPending ? "Loading templates..." : "Blank page"}</option>
                )}
              </Select>
            </Field>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton pending={form.isPending} pendingLabel="Creating..." size="default">
              {copyOf ? "Duplicate" : "Create and edit"}
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
