import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { uploadFile } from "#app/lib/upload-file.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import {
  pageBuilderLimits as limits,
  pageBuilderMessages as messages,
} from "#contracts/page-builder-text.ts";

// An image field of the Image and Logo wall blocks in Puck's panel: an address typed (a file of this site or
// an https address), or a file uploaded (PNG, JPEG or WebP up to 2 MB; the server judges the bytes) whose
// site path the field then holds.

const imageTypes = ["image/png", "image/jpeg", "image/webp"] as const;

type ImageSrcFieldProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  readOnly?: boolean;
};

export function ImageSrcField({ label, value = "", onChange, readOnly }: ImageSrcFieldProps) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadFile<{ src: string }>(
        endpointUrl(pageBuilderApi.uploadImage),
        file,
        "The image could not be uploaded. Try again.",
        "POST",
      ),
    onSuccess: (result) => {
      setError(null);
      onChange(result.src);
    },
    onError: (failure) => setError(failure.message),
  });

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={inputId}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          autoComplete="off"
          placeholder="/media/... or https://..."
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {readOnly ? null : (
        <FilePicker
          label="Or upload an image"
          accept={imageTypes}
          hint="PNG, JPEG or WebP, at most 2 MB."
          error={error}
          disabled={upload.isPending}
          maxBytes={limits.imageMaxBytes}
          tooLarge={messages.imageTooLarge}
          onFile={(file) => upload.mutateAsync(file)}
          onError={setError}
        />
      )}
      {upload.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Uploading...
        </p>
      ) : null}
    </div>
  );
}
