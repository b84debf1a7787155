import { ArrowRightIcon, ChevronLeftIcon, EyeIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { VideoEmbed } from "#app/components/ui/video-embed.tsx";
import type { LessonPreview } from "#contracts/learning.ts";

function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** /courses/:slug/preview/:lessonId: a lesson anyone may read before enrolling, then the way to the course. */
export function LessonPreviewView({ preview }: { preview: LessonPreview }) {
  const coursePath = `/courses/${preview.course.slug}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to={coursePath}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        {preview.course.title}
      </Link>
      <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200">
        <EyeIcon aria-hidden="true" className="size-3.5" />
        Free preview
      </p>
      <p className="mt-3 text-sm font-medium text-indigo-700">{preview.module.title}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{preview.lesson.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{`Lesson · ${minutesText(preview.lesson.minutes)}`}</p>
      {preview.lesson.videoEmbedUrl ? (
        <VideoEmbed url={preview.lesson.videoEmbedUrl} title={preview.lesson.title} className="mt-8" />
      ) : null}
      <div className="mt-8">
        {preview.lesson.html ? (
          <Prose html={preview.lesson.html} className="max-w-none" />
        ) : preview.lesson.videoEmbedUrl ? null : (
          <p className="text-slate-700">This preview is being written.</p>
        )}
      </div>
      <aside className="mt-12 rounded-xl border border-indigo-100 bg-indigo-50 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{`Keep going in ${preview.course.title}`}</h2>
        <p className="mt-2 text-slate-700">
          This is one lesson of the course. Enrolled students get every module, live classes with instructors,
          and their progress tracked from the first lesson to the certificate.
        </p>
        <Link to={`${coursePath}#batches`} className={buttonClassName({ className: "mt-4" })}>
          See dates and enroll
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </aside>
    </article>
  );
}
