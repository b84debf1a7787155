import { AlertTriangleIcon } from "lucide-react";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { formatPostDate, communityModerationPageText as t } from "#contracts/community-page-text.ts";
import { useStanding } from "./moderation-queries.ts";

/** Warnings from the moderators and any suspension from posting, above the forum's pages; nothing if none. */
export function StandingNotice() {
  const { user } = useAuth();
  const standing = useStanding(user);
  const data = standing.data;
  if (!data || (data.suspensions.length === 0 && data.warnings.length === 0)) return null;
  return (
    <div
      role="status"
      className="mb-4 grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      {data.suspensions.map((suspension) => (
        <p key={`${suspension.courseTitle}-${suspension.until}`} className="flex gap-2 font-medium">
          <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t.standingSuspended(formatPostDate(suspension.until), suspension.courseTitle)}
            {suspension.reason ? ` ${suspension.reason}` : ""}
          </span>
        </p>
      ))}
      {data.warnings.slice(0, 3).map((warning) => (
        <p key={warning.id} className="text-sm break-words">
          <span className="font-medium">
            {t.standingWarning} ({formatPostDate(warning.createdAt)}):
          </span>{" "}
          {warning.message}
        </p>
      ))}
    </div>
  );
}
