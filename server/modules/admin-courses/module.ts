import type { Database } from "#server/db/client.ts";
import type { PageMoves } from "#server/lib/page-moves.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { CatalogService } from "#server/modules/catalog/service.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import { createAdminCoursesService } from "./admin-courses-service.ts";
import { createCourseImages } from "./course-images.ts";
import { createAdminCoursesRepository } from "./courses-repository.ts";
import { courseImageRoutes } from "./image-routes.ts";
import { createReviewModeration } from "./review-moderation.ts";
import { createAdminReviewsRepository } from "./reviews-repository.ts";
import { adminCoursesRoutes } from "./routes.ts";

type Deps = {
  db: Database;
  audit: AuditTrail;
  files: FileStorage;
  catalog: CatalogService;
  pageMoves: PageMoves;
};

// Course Management (issue 17, decision 0044): the admin's courses, their images and reviews moderation.
export const adminCoursesModule = defineModule({
  name: "admin-courses",
  create: ({ db, audit, files, catalog, pageMoves }: Deps) => {
    const repository = createAdminCoursesRepository(db);
    // This instance's catalog shows a change at once; the page-cache plugin's event reaches the others.
    const changed = () => catalog.invalidate();
    return {
      adminCourses: createAdminCoursesService({ repository, audit, changed, pageMoves }),
      courseImages: createCourseImages({ repository, files, audit, changed }),
      reviewModeration: createReviewModeration({
        repository: createAdminReviewsRepository(db),
        audit,
        changed,
      }),
    };
  },
  routes: async (app, { adminCourses, courseImages, reviewModeration }) => {
    await app.register(adminCoursesRoutes, { courses: adminCourses, reviews: reviewModeration });
    await app.register(courseImageRoutes, { images: courseImages });
  },
});
