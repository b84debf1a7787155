import { MegaphoneIcon } from "lucide-react";
import { useId } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { formatAnnouncementDate, announcementText as t } from "#contracts/announcements-text.ts";
import { useCourseAnnouncements } from "./announcements-queries.ts";

/** How many the outline shows; the API keeps up to 20 for a longer list later. */
const shown = 3;

/**
 * The latest announcements of the reader's batch on the course outline (issue 14). Nothing at all while
 * loading, on an error or when there are none: the outline is the page, this is a note above it.
 */
export function CourseAnnouncements({ courseSlug }: { courseSlug: string }) {
  const { user } = useAuth();
  const announcements = useCourseAnnouncements(user, courseSlug);
  const headingId = useId();
  const latest = announcements.data?.slice(0, shown) ?? [];
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t.sectionHeading}
      </h2>
      <ul className="mt-4 space-y-3">
        {latest.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <MegaphoneIcon aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
                <span className="break-words">{item.title}</span>
              </h3>
              <p className="text-xs text-slate-600">
                <time dateTime={item.createdAt}>{formatAnnouncementDate(item.createdAt)}</time>
                {item.authorName ? ` · ${item.authorName}` : ""}
              </p>
            </div>
            <Prose html={item.html} className="mt-2 text-sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
