import {
  AwardIcon,
  BadgeCheckIcon,
  BookOpenIcon,
  CheckCircle2Icon,
  DownloadIcon,
  ExternalLinkIcon,
  ShieldXIcon,
} from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatCalendarDate, lessonPlayerPath } from "#contracts/learning-text.ts";
import type { CourseToCertificate, EarnedCertificate } from "#contracts/student-certificates.ts";
import {
  missingAssessmentLabels,
  missingLessonsShown,
  studentCertificatesText as t,
} from "#contracts/student-certificates-text.ts";
import { useStudentCertificates } from "./student-certificates-queries.ts";

/**
 * /dashboard/student/certificates (issue 16): what the student earned, with the links to prove and share
 * it, and for every other course what is left to earn one, each item a link to where it is done.
 */
export function StudentCertificatesPage() {
  const { user } = useAuth();
  const query = useStudentCertificates(user);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
      <p className="mt-1 max-w-2xl text-slate-700">{t.intro}</p>
      <div className="mt-6">
        <QueryState query={query} loading={t.loading} failed={t.loadFailed}>
          {(data) => (
            <div className="grid gap-10">
              <Earned certificates={data.certificates} />
              <ToEarn courses={data.courses} />
            </div>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function Earned({ certificates }: { certificates: readonly EarnedCertificate[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t.earnedHeading}
      </h2>
      {certificates.length === 0 ? (
        <EmptyState
          className="mt-3"
          titleAs="h3"
          icon={<AwardIcon aria-hidden="true" className="size-8 text-slate-400" />}
          title={t.noneEarned}
          description={t.noneEarnedBody}
        />
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.code} certificate={certificate} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificateCard({ certificate }: { certificate: EarnedCertificate }) {
  const valid = certificate.status === "valid";
  const link =
    "inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline";
  return (
    <li
      className={cn(
        "rounded-lg border bg-white p-4 shadow-sm sm:p-5",
        valid ? "border-slate-200" : "border-red-200 bg-red-50/40",
      )}
    >
      <div className="flex items-start gap-3">
        {valid ? (
          <BadgeCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
        ) : (
          <ShieldXIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        )}
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{certificate.course.title}</h3>
          <p className="mt-0.5 text-sm text-slate-700">
            {t.issuedOn(formatCalendarDate(certificate.issuedOn))}
            <span className="text-slate-600"> · </span>
            {t.code} <span className="font-mono tracking-wide">{certificate.code}</span>
          </p>
          {valid ? null : (
            <p className="mt-2 text-sm font-medium text-red-800">
              {t.revokedReason(certificate.revokedReason ?? t.revoked)}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a href={certificate.pagePath} className={link}>
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          {t.view}
          <span className="sr-only">{`: ${certificate.course.title}`}</span>
        </a>
        {certificate.pdfPath ? (
          <a href={certificate.pdfPath} download className={link}>
            <DownloadIcon aria-hidden="true" className="size-4" />
            {t.downloadPdf}
            <span className="sr-only">{`: ${certificate.course.title}`}</span>
          </a>
        ) : null}
        {certificate.credentialPath ? (
          <a href={certificate.credentialPath} download className={link}>
            <DownloadIcon aria-hidden="true" className="size-4" />
            {t.downloadCredential}
            <span className="sr-only">{`: ${certificate.course.title}`}</span>
          </a>
        ) : null}
        {certificate.linkedInUrl ? (
          <a href={certificate.linkedInUrl} target="_blank" rel="noopener noreferrer" className={link}>
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
            {t.addToLinkedIn}
            <span className="sr-only">{` (opens LinkedIn in a new tab): ${certificate.course.title}`}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

function ToEarn({ courses }: { courses: readonly CourseToCertificate[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {t.toEarnHeading}
      </h2>
      {courses.length === 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-slate-700">
          <p>{t.noCourses}</p>
          <Link to="/courses" className={buttonClassName({ variant: "outline", size: "sm" })}>
            <BookOpenIcon aria-hidden="true" />
            {t.browseCourses}
          </Link>
        </div>
      ) : (
        <ul className="mt-3 grid gap-4">
          {courses.map((entry) => (
            <CourseProgressCard key={entry.course.slug} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CourseProgressCard({ entry }: { entry: CourseToCertificate }) {
  const { course, progress } = entry;
  const { lessons, assessments, attendance } = progress;
  const parts = [
    { label: t.lessonsLabel, done: lessons.done, total: lessons.total },
    { label: t.assessmentsLabel, done: assessments.passed, total: assessments.total },
  ];
  const linkClass = "font-medium text-indigo-700 underline-offset-4 hover:underline";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="font-semibold text-slate-900">{course.title}</h3>
      {progress.met ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2Icon aria-hidden="true" className="size-4" />
          {entry.issuedByHand ? t.readyByHand : t.readySoon}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {parts.map((part) => (
          <div key={part.label}>
            <dt className="text-sm text-slate-600">{part.label}</dt>
            <dd className="mt-1 flex items-center gap-2">
              <ProgressBar
                value={part.total === 0 ? 100 : Math.round((part.done / part.total) * 100)}
                label={`${course.title}: ${part.label}`}
                className="w-24"
              />
              <span className="text-sm tabular-nums text-slate-800">
                {part.total === 0 ? t.done : t.countOf(part.done, part.total)}
              </span>
            </dd>
          </div>
        ))}
        {attendance ? (
          <div>
            <dt className="text-sm text-slate-600">{t.attendanceLabel}</dt>
            <dd
              className={cn("mt-1 text-sm", attendance.met ? "text-slate-800" : "font-medium text-amber-800")}
            >
              {t.attendanceOf(attendance.percent, attendance.requiredPercent)}
              <span className="block text-xs font-normal text-slate-600">
                {t.attendanceDetail(attendance.attended, attendance.held)}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      {lessons.missing.length + assessments.missing.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">{t.left}</h4>
          <ul className="mt-1 grid gap-1 text-sm">
            {assessments.missing.map((item) => (
              <li key={item.id} className="flex flex-wrap items-baseline gap-x-2">
                <Link to={lessonPlayerPath(course.slug, item.id)} className={linkClass}>
                  {item.title}
                </Link>
                <span className="text-slate-600">{`${item.kind === "quiz" ? "Quiz" : "Assignment"} · ${missingAssessmentLabels[item.state]}`}</span>
              </li>
            ))}
            {lessons.missing.slice(0, missingLessonsShown).map((item) => (
              <li key={item.id}>
                <Link to={lessonPlayerPath(course.slug, item.id)} className={linkClass}>
                  {item.title}
                </Link>
              </li>
            ))}
            {lessons.missing.length > missingLessonsShown ? (
              <li className="text-slate-600">
                {t.moreLessons(lessons.missing.length - missingLessonsShown)}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
