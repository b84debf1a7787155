import { bootcampCourseSlug } from "#contracts/admissions-text.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { BootcampEnrollment } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { HttpError } from "#server/http-error.ts";
import { checkBootcampEligibility, type EligibilityDeps } from "./check-bootcamp-eligibility.ts";
import type { CoursesRepository } from "./courses-repository.ts";
import { toBatchDto } from "./order-dto.ts";
import { priceOrder } from "./pricing.ts";
import type { SeatHoldsRepository } from "./seat-holds-repository.ts";

type Deps = EligibilityDeps & {
  courses: Pick<CoursesRepository, "findCourse">;
  seatHolds: Pick<SeatHoldsRepository, "listUpcomingBatches">;
  now: () => Date;
};

/** The bootcamp's enroll page: whether this user may buy, and the upcoming cohorts with today's price. */
export async function getBootcampEnrollment(deps: Deps, user: CurrentUser): Promise<BootcampEnrollment> {
  const at = deps.now();
  const course = await deps.courses.findCourse(bootcampCourseSlug);
  if (!course) throw new HttpError(404, checkoutMessages.courseNotFound);
  const [eligibility, batches] = await Promise.all([
    checkBootcampEligibility(deps, user),
    deps.seatHolds.listUpcomingBatches(course.id, at.toISOString().slice(0, 10), at),
  ]);
  return {
    eligible: eligibility.eligible,
    reason: eligibility.reason,
    application: eligibility.application ?? null,
    course: { slug: course.slug, title: course.title, priceCents: course.priceCents },
    batches: batches.map((batch) => {
      const price = priceOrder({ courseId: course.id, course, batch, coupon: null, plan: "full", now: at });
      return { ...toBatchDto(batch), earlyBird: price.earlyBird, priceCents: price.totalCents };
    }),
  };
}
