import { coursePageTitle } from "#contracts/page-heads/course-page.ts";
import { coursesCatalogPage } from "#contracts/page-heads/courses.ts";
import type { PageFacts, PageSource } from "#server/modules/seo/page-source.ts";
import type { CatalogService } from "./service.ts";

const catalogPath = "/courses";
const coursePathPattern = /^\/courses\/([a-z0-9][a-z0-9-]{0,99})$/;
const descriptionMax = 160;

/** Cut at a word boundary so the description fits the snippet (<= 160 characters, ending cleanly). */
export function trimDescription(text: string, max = descriptionMax): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

const catalogFacts: PageFacts = {
  title: coursesCatalogPage.title,
  description: coursesCatalogPage.description,
  pageType: "website",
  keywords: [
    "AI certification courses",
    "machine learning course",
    "deep learning course",
    "AI engineering course",
    "prompt engineering course",
  ],
  breadcrumbs: [{ name: "Courses", url: catalogPath }],
};

/** The catalog's public pages: /courses and one landing page per course (hidden courses are noindex). */
export function createCatalogPageSource(deps: { catalog: CatalogService }): PageSource {
  const { catalog } = deps;
  return {
    async resolve(path) {
      if (path === catalogPath) {
        const courses = await catalog.listAllCourses();
        const modifiedAt = courses.reduce<Date | undefined>(
          (latest, c) => (!latest || c.updatedAt > latest ? c.updatedAt : latest),
          undefined,
        );
        return { ...catalogFacts, modifiedAt };
      }
      const slug = coursePathPattern.exec(path)?.[1];
      if (!slug) return null;
      const course = await catalog.findCourseDetail(slug);
      if (!course) return null;
      const published = (await catalog.listAllCourses()).find((c) => c.slug === slug)?.published ?? false;
      // An uploaded cover (PNG, JPEG, WebP) is a social card; the seeded SVGs are not, and leave the default.
      const image = course.imagePath && !course.imagePath.endsWith(".svg") ? course.imagePath : undefined;
      return {
        // An admin's SEO title is the whole <title> (decision 0044); the description is trimmed like the summary.
        title: course.seoTitle || coursePageTitle(course.title),
        description: trimDescription(course.seoDescription || course.summary),
        ...(image ? { image, imageAlt: course.title } : {}),
        pageType: "course",
        noindex: !published,
        keywords: [
          `${course.title} course`,
          `${course.title} certification`,
          ...course.toolsCovered.slice(0, 4),
        ],
        modifiedAt: new Date(course.updatedAt),
        breadcrumbs: [
          { name: "Courses", url: catalogPath },
          { name: course.title, url: course.path },
        ],
        faqs: course.faqs.length > 0 ? course.faqs : undefined,
        rating:
          course.reviews.count > 0 && course.reviews.average !== null
            ? { ratingValue: course.reviews.average, reviewCount: course.reviews.count }
            : undefined,
        course: {
          name: course.title,
          description: course.summary,
          priceCents: course.priceCents,
          currency: course.currency,
          instructors: course.instructors.map((person) => ({
            name: person.name,
            jobTitle: person.jobTitle || undefined,
            image: person.photoPath ?? undefined,
            description: person.bio,
          })),
          instances: course.batches.map((batch) => ({
            startDate: batch.startDate,
            schedule: batch.schedule,
            durationWeeks: course.durationWeeks,
            seatsAvailable: batch.seatsAvailable,
            courseMode: course.format === "hybrid" ? "blended" : "online",
          })),
        },
      };
    },

    async list() {
      const courses = await catalog.listAllCourses();
      const latest = courses.reduce<Date | null>(
        (max, c) => (!max || c.updatedAt > max ? c.updatedAt : max),
        null,
      );
      return [
        { path: catalogPath, modifiedAt: latest },
        ...courses.map((course) => ({
          path: `${catalogPath}/${course.slug}`,
          modifiedAt: course.updatedAt,
          noindex: !course.published,
        })),
      ];
    },
  };
}
