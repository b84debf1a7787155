import { useMutation } from "@tanstack/react-query";
import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { uploadFile } from "#app/lib/upload-file.ts";
import {
  blogCoverTypes,
  contentStudioLimits as limits,
  contentStudioMessages as messages,
} from "#contracts/content-studio-text.ts";

/** What the cover needs of an editor's form (a post's, a webinar's, an episode's). */
type CoverForm = {
  values: { coverPath: string; coverAlt: string };
  errors: { coverPath?: string | undefined; coverAlt?: string | undefined };
  isPending: boolean;
  setValue: (name: "coverPath", value: string) => void;
  bind: (name: "coverAlt") => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
};

type CoverFieldProps = {
  form: CoverForm;
  /** Where the saved item's cover is uploaded; null for a new draft (a cover needs the item to exist). */
  uploadUrl: string | null;
  /** What the item is called in the messages: "post", "webinar", "episode". */
  noun: string;
  /** Where the cover shows, after the format line. */
  hint?: string;
};

/**
 * The cover of a post, webinar or episode: uploaded at once (the server judges its bytes and stores it, as
 * course covers are), then part of the item when it is saved, with its description, which a cover requires.
 */
export function CoverField({ form, uploadUrl, noun, hint = "Best at 1200 × 630 pixels." }: CoverFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const path = form.values.coverPath;
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ src: string }>(uploadUrl ?? "", file, messages.coverFailed, "POST"),
    onSuccess: ({ src }) => {
      setError(null);
      form.setValue("coverPath", src);
      toast({ title: "Cover uploaded", description: `Save the ${noun} to keep it.` });
    },
    onError: (failure) => setError(failure.message || messages.coverFailed),
  });

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-900">Cover image</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-[1200/630] w-full max-w-xs shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
          {path ? (
            <img src={path} alt={form.values.coverAlt} className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-10 text-slate-400" />
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          {uploadUrl ? (
            <FilePicker
              label={path ? "Replace the cover" : "Upload a cover"}
              accept={blogCoverTypes}
              hint={`PNG, JPEG or WebP, at most 2 MB. ${hint}`}
              error={error ?? form.errors.coverPath ?? null}
              disabled={upload.isPending || form.isPending}
              maxBytes={limits.coverMaxBytes}
              tooLarge={messages.coverTooLarge}
              onFile={(file) => upload.mutateAsync(file)}
              onError={setError}
            />
          ) : (
            <p className="text-sm text-slate-700">Create the draft first, then add its cover image here.</p>
          )}
          {upload.isPending ? (
            <p role="status" className="text-sm text-slate-700">
              Uploading...
            </p>
          ) : null}
          {path ? (
            <div>
              <Button
                size="sm"
                variant="outline"
                disabled={form.isPending}
                onClick={() => form.setValue("coverPath", "")}
              >
                Remove the cover
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <Field
        label="Cover description (alt text)"
        name="coverAlt"
        optional={!path}
        error={form.errors.coverAlt}
        hint="What the image shows, for people who cannot see it. Required with a cover."
      >
        <Input {...form.bind("coverAlt")} maxLength={limits.coverAltMax} required={Boolean(path)} />
      </Field>
    </fieldset>
  );
}
