import { useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { isHttpsUrl } from "#contracts/profile.ts";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? "").join("") || "?";
}

type AvatarPreviewProps = { url: string; name: string; className?: string };

// Only an https URL the form would accept is ever loaded; anything else, or an image that fails to load,
// shows the initials instead.
export function AvatarPreview({ url, name, className }: AvatarPreviewProps) {
  const trimmed = url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const show = trimmed !== "" && isHttpsUrl(trimmed) && failed !== trimmed;
  return (
    <div
      className={cn(
        "flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 text-2xl font-semibold text-indigo-800 ring-1 ring-slate-200",
        className,
      )}
    >
      {show ? (
        <img
          src={trimmed}
          alt="Avatar preview"
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(trimmed)}
        />
      ) : (
        <span role="img" aria-label="Avatar preview: your initials">
          {initialsOf(name)}
        </span>
      )}
    </div>
  );
}
