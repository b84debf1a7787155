import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FilePicker } from "#app/components/ui/file-picker.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { uploadFile } from "#app/lib/upload-file.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { seoSiteSettingsApi } from "#contracts/api/seo-site-settings.ts";
import {
  siteSeoMessages as m,
  type SiteImageKind,
  type SiteSeoSettings,
  siteImageTypes,
  siteSeoLimits,
} from "#contracts/seo-site-settings.ts";
import { siteSettingsKey } from "./site-settings-key.ts";

const text: Record<SiteImageKind, { title: string; hint: string; alt: string; uploaded: string }> = {
  social: {
    title: "Default social image",
    hint: `Shown when a page without its own image is shared. Exactly ${siteSeoLimits.socialWidth} × ${siteSeoLimits.socialHeight} pixels; PNG, JPEG or WebP, at most 2 MB.`,
    alt: "The default social image",
    uploaded: "Pages without their own image share it now.",
  },
  logo: {
    title: "Organisation logo",
    hint: `In the structured data of every page that names AI Labs. At least ${siteSeoLimits.logoMinSide} × ${siteSeoLimits.logoMinSide} pixels, square is best; PNG, JPEG or WebP, at most 2 MB.`,
    alt: "The organisation's logo",
    uploaded: "Search engines read it from now on.",
  },
};

/** One of the site's images: shown (uploaded or built-in), replaced by upload (the server checks its size), removed. */
export function SiteImageField({ kind, settings }: { kind: SiteImageKind; settings: SiteSeoSettings }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const words = text[kind];
  const uploaded = kind === "social" ? settings.socialImage : settings.logo;
  const shown = uploaded ?? (kind === "social" ? settings.builtIn.socialImage : settings.builtIn.logo);
  const done = (saved: SiteSeoSettings) => {
    setError(null);
    // The form's text keeps what was typed: images change no version.
    queryClient.setQueryData(siteSettingsKey, saved);
  };
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadFile<SiteSeoSettings>(
        endpointUrl(seoSiteSettingsApi.uploadImage, { params: { kind } }),
        file,
        m.imageFailed,
      ),
    onSuccess: (saved) => {
      done(saved);
      toast({ title: `${words.title} uploaded`, description: words.uploaded });
    },
    onError: (failure) => setError(failure instanceof Error ? failure.message : m.imageFailed),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(seoSiteSettingsApi.removeImage, { params: { kind } }),
    onSuccess: (saved) => {
      done(saved);
      toast({ title: `${words.title} removed`, description: "The built-in one is used again." });
    },
    onError: (failure) => setError(failure instanceof Error ? failure.message : m.imageFailed),
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="grid min-w-0 content-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{words.title}</h3>
        <span className="text-xs text-slate-600">
          {uploaded ? "Uploaded" : "Built-in"} · {shown.width} × {shown.height}
        </span>
      </div>
      <div
        className={cn(
          "flex items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50",
          kind === "social" ? "aspect-[1200/630] w-full" : "size-28",
        )}
      >
        <img src={shown.url} alt={words.alt} className="size-full object-contain" />
      </div>
      <FilePicker
        label={`Upload a new ${kind === "social" ? "image" : "logo"}`}
        accept={siteImageTypes}
        hint={words.hint}
        error={error}
        disabled={busy}
        maxBytes={siteSeoLimits.imageMaxBytes}
        tooLarge={m.imageTooLarge}
        onFile={(file) => upload.mutateAsync(file)}
        onError={setError}
      />
      {upload.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Uploading...
        </p>
      ) : null}
      {uploaded ? (
        <div>
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => remove.mutate()}>
            {remove.isPending ? <PendingLabel>Removing...</PendingLabel> : "Use the built-in one"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
