import {
  admissionsMessages,
  applicationLimits,
  type BootcampApplication,
  type BootcampApplicationResponse,
  type BootcampBatch,
  type BootcampOverview,
  bootcampCourseSlug,
} from "#contracts/admissions.ts";
import { HttpError } from "#server/http-error.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { createTtlCache, dropOnPublicChanges } from "#server/lib/ttl-cache.ts";
import {
  bootcampApplicationMail,
  bootcampApplicationMailKind,
} from "#server/modules/mail/templates/bootcamp-application.ts";
import { describeCohort } from "./describe-cohort.ts";
import type { AdmissionsRepository } from "./repository.ts";

type Mailer = {
  enqueue(mail: { to: string; subject: string; text: string; html?: string; kind: string }): Promise<string>;
};

/** FAQs of the site-wide list that answer bootcamp questions, in the order the overview shows them. */
export const bootcampFaqSlugs = [
  "how-to-apply",
  "admission-test",
  "time-commitment",
  "online-format",
  "instalments",
  "refund-policy",
  "defer-batch",
  "job-support",
] as const;

// The bootcamp is the live, cohort-based form of the 16-week AI Engineering course ('ai-engineers'):
// its cohorts are that course's batches, its tuition is that course's price and early-bird price, and its
// mentors are that course's instructors. One catalog, no second copy of prices or dates to keep in step.
export function createAdmissionsService(deps: {
  repository: AdmissionsRepository;
  mail: Mailer;
  publicUrl: string;
  now?: () => Date;
  cacheMs?: number;
  /** Other instances' signed-in writes drop the cache here too (decision 0028). */
  events?: InstanceEvents;
}) {
  const now = deps.now ?? (() => new Date());
  const today = () => now().toISOString().slice(0, 10);

  async function loadOverview(): Promise<BootcampOverview> {
    const course = await deps.repository.findCourse(bootcampCourseSlug);
    const [batches, mentors, rating, faqs] = await Promise.all([
      deps.repository.listUpcomingBatches(bootcampCourseSlug, today()),
      course ? deps.repository.listMentors(course.slug) : Promise.resolve([]),
      course ? deps.repository.rating(course.id) : Promise.resolve(null),
      deps.repository.faqsBySlug(bootcampFaqSlugs),
    ]);
    return {
      course: course
        ? {
            slug: course.slug,
            title: course.title,
            summary: course.summary,
            durationWeeks: course.durationWeeks,
            priceCents: course.priceCents,
            earlyBirdPriceCents: course.earlyBirdPriceCents,
            currency: course.currency,
            outcomes: course.outcomes,
            toolsCovered: course.toolsCovered,
            certificate: course.certificate,
          }
        : null,
      batches,
      mentors,
      rating,
      faqs,
    };
  }
  // The overview page and its metadata both read this; seat counts may lag by cacheMs.
  const overview = createTtlCache(loadOverview, deps.cacheMs ?? 5000);
  dropOnPublicChanges(deps.events, overview);

  return {
    listBatches(): Promise<BootcampBatch[]> {
      return deps.repository.listUpcomingBatches(bootcampCourseSlug, today());
    },

    /** The application that decides whether the user may buy a bootcamp seat (checkout asks). */
    latestApplicationOf(user: { id: string; email: string; emailVerified: boolean }) {
      return deps.repository.latestApplicationOf(user);
    },

    overview(): Promise<BootcampOverview> {
      return overview.get();
    },

    /**
     * Stores a 'submitted' application and mails the applicant a confirmation. The same address applying
     * again within 24 hours gets the same answer, without a second row or a second mail: the answer never
     * tells whether an address has applied before.
     */
    async submit(
      input: BootcampApplication,
      context: { userId: string | null },
    ): Promise<BootcampApplicationResponse> {
      let batch: BootcampBatch | undefined;
      if (input.preferredBatchId) {
        batch = await deps.repository.findUpcomingBatch(bootcampCourseSlug, input.preferredBatchId, today());
        if (!batch)
          throw new HttpError(400, admissionsMessages.preferredBatchUnavailable, "preferredBatchId");
      }
      const since = new Date(now().getTime() - applicationLimits.duplicateWindowHours * 60 * 60_000);
      const { id, created } = await deps.repository.createUnlessRecent(
        { ...input, userId: context.userId },
        since,
      );
      if (created) {
        await deps.mail.enqueue({
          to: input.email,
          kind: bootcampApplicationMailKind,
          ...bootcampApplicationMail({
            name: input.fullName,
            cohort: batch ? describeCohort(batch) : undefined,
            enrollLink: `${deps.publicUrl}/ai-bootcamp/enroll`,
            startLink: `${deps.publicUrl}/ai-bootcamp/start`,
          }),
        });
      }
      return { message: admissionsMessages.receivedBody, applicationId: id };
    },
  };
}
export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
