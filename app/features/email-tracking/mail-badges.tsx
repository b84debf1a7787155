import { cn } from "#app/lib/cn.ts";
import { type MailDisplayStatus, mailDisplayStatusLabels } from "#contracts/email-tracking-text.ts";

const statusTone: Record<MailDisplayStatus, string> = {
  queued: "bg-slate-200 text-slate-800",
  sent: "bg-emerald-100 text-emerald-900",
  retrying: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};

export function MailStatusBadge({ status }: { status: MailDisplayStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium", statusTone[status])}>
      {mailDisplayStatusLabels[status]}
    </span>
  );
}

// UTC, so the server's and the browser's rendering agree.
const dateTimeFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateTimeFormat.format(new Date(iso))} UTC</time>;
}

/** "password-reset" -> "Password reset". */
export function kindLabel(kind: string): string {
  const words = kind.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
