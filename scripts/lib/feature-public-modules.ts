import type { PublicModule } from "./import-boundaries.ts";

// Rule 3 of the boundaries (docs/architecture.md): a feature imports another feature only through the modules
// listed here. `public` marks a module that is meant as the feature's face to the others; `debt` marks one
// that is shared because no better home existed yet: a note for the kit issue (issue 12 sections 1 and 2),
// to be moved to app/components/ui, app/lib or contracts/ and deleted from this list. The boundaries test
// fails on an entry no import needs any more, so the list only shrinks. Adding an entry needs a reason.
export const featurePublicModules: readonly PublicModule[] = [
  // Public faces of a feature.
  {
    module: "app/features/waitlist/lazy-waitlist-form",
    kind: "public",
    reason:
      "Join the waitlist of a full batch, on the course pages and the bootcamp's cohorts (decision 0045)",
  },
  {
    module: "app/features/seo/search-snippet-preview",
    kind: "public",
    reason:
      "The search result a page makes: /seo-preview, and Meta Tags beside the fields it follows (issue 20)",
  },
  {
    module: "app/features/seo-audit/audit-highlights",
    kind: "public",
    reason:
      "The site score and the top five findings of the content audit, on the marketer's overview (issue 20)",
  },
  {
    module: "app/features/seo-audit/audit-findings-table",
    kind: "public",
    reason:
      "The audit's findings ranked by impact with their fixes: Content Audit, and SEMrush Insights' built-in recommendations (issue 20)",
  },
  {
    module: "app/features/dashboards/stat-card",
    kind: "public",
    reason: "One figure of an overview: the portals' overviews and the SEO workbench's Analytics (issue 20)",
  },
  {
    module: "app/features/admin-settings/integration-card",
    kind: "public",
    reason:
      "One outside service with a test through its provider: the admin's Settings and SEO Settings' integrations (issue 20)",
  },
  {
    module: "app/features/auth/auth-context",
    kind: "public",
    reason: "useAuth: the signed-in user, for every feature",
  },
  {
    module: "app/features/auth/post-login-redirect",
    kind: "public",
    reason: "a page that sends a visitor to sign in says where to come back to",
  },
  {
    module: "app/features/auth/require-role",
    kind: "public",
    reason: "the portal guard, mounted by the portal layout",
  },
  {
    module: "app/features/roster/batch-picker",
    kind: "public",
    reason: "the course's batch picker, for every staff page that shows one batch (roster, grading queue)",
  },
  {
    module: "app/features/learning/learning-queries",
    kind: "public",
    reason:
      "the reader's courses (useMyCourses): My Enrolled Courses links the player, the overview resumes it",
  },
  {
    module: "app/features/learning/due-this-week",
    kind: "public",
    reason: "the student overview's Due this week card, built on the player's deadlines",
  },
  {
    module: "app/features/quizzes/quiz-panel",
    kind: "public",
    reason: "the lesson player shows a quiz lesson's panel under its introduction (issue 16)",
  },
  {
    module: "app/features/assignments/assignment-panel",
    kind: "public",
    reason: "the lesson player shows an assignment lesson's panel under its introduction (issue 16)",
  },
  {
    module: "app/features/assignments/assignment-format",
    kind: "public",
    reason:
      "the Assessments page writes an assignment's due moment and time left as the panel does (issue 16)",
  },
  {
    module: "app/features/assignments/use-time-left",
    kind: "public",
    reason: "the Assessments page counts down to an assignment's due moment by the server's clock (issue 16)",
  },
  {
    module: "app/features/zoom-classes/instructor-live-sessions",
    kind: "public",
    reason: "the instructor overview's Your live sessions section (issue 15)",
  },
  {
    module: "app/features/zoom-classes/live-session-queries",
    kind: "public",
    reason: "the instructor overview's loader prefetches its live sessions (issue 15)",
  },
  {
    module: "app/features/quiz-editor/quiz-editor-section",
    kind: "public",
    reason: "the lesson editor shows a quiz lesson's questions and rules under its form (issue 16)",
  },
  {
    module: "app/features/assignment-editor/assignment-editor-section",
    kind: "public",
    reason: "the lesson editor shows an assignment lesson's settings and rubric under its form (issue 16)",
  },
  // The tree editors' kit (decision 0036 point 7): one implementation of the parts the quiz editor and the
  // assignment editor share; each gives it its draft, schema, slots, texts and endpoint.
  {
    module: "app/features/tree-editor/use-tree-editor-form",
    kind: "public",
    reason: "the form state of a tree editor: draft, schema check, messages by slot, save with 409, dirty",
  },
  {
    module: "app/features/tree-editor/use-slot-focus",
    kind: "public",
    reason: "ids by slot and focus after a render, which the form hook needs before the form is drawn",
  },
  {
    module: "app/features/tree-editor/tree-editor-form",
    kind: "public",
    reason: "the form around a tree editor's fields: alert, error summary, tools, leave guards, live region",
  },
  {
    module: "app/features/tree-editor/tree-editor-context",
    kind: "public",
    reason: "every field of a tree editor reads its message, control id, focus and announcer from it",
  },
  {
    module: "app/features/tree-editor/slot-issues",
    kind: "public",
    reason: "each editor's slot rules (which controls, their order) fed to the kit's shared issue rules",
  },
  {
    module: "app/features/tree-editor/item-actions",
    kind: "public",
    reason: "move up, move down and remove for an item of a quiz's or a rubric's lists",
  },
  {
    module: "app/features/tree-editor/save-bar",
    kind: "public",
    reason: "a tree editor's save button, its saved state and the warning once students used it",
  },
  {
    module: "app/features/tree-editor/tree-editor-section",
    kind: "public",
    reason: "a tree editor's section under the lesson form: heading, intro, loading and failure",
  },
  {
    module: "app/features/course-editor/markdown-preview",
    kind: "public",
    reason: "the assignment editor previews its Markdown instructions with the lesson editor's preview",
  },
  {
    module: "app/features/auth/sign-in-form",
    kind: "public",
    reason: "checkout's inline account step embeds it",
  },
  {
    module: "app/features/auth/register-form",
    kind: "public",
    reason: "checkout's inline account step embeds it",
  },
  {
    module: "app/features/captcha/captcha-widget",
    kind: "public",
    reason: "the captcha, on the auth and reset forms",
  },
  {
    module: "app/features/contact/contact-dialog-context",
    kind: "public",
    reason: "opens the contact dialog from the footer, bottom bar, chat and course pages",
  },
  {
    module: "app/features/callback/callback-dialog",
    kind: "public",
    reason: "the bottom bar opens it (lazy)",
  },
  {
    module: "app/features/bottom-bar/bottom-bar",
    kind: "public",
    reason: "the chat and callback tests open their dialogs from the real bottom bar",
  },
  {
    module: "app/features/content-studio/blog-posts-studio",
    kind: "public",
    reason: "The content studio's blog posts, a tab of the page builder area (issue 21)",
  },
  {
    module: "app/features/content-studio/webinars-studio",
    kind: "public",
    reason: "The content studio's webinars, a tab of the page builder area (issue 21)",
  },
  {
    module: "app/features/content-studio/episodes-studio",
    kind: "public",
    reason: "The content studio's podcast episodes, a tab of the page builder area (issue 21)",
  },
  {
    module: "app/features/content-studio/openings-studio",
    kind: "public",
    reason: "The content studio's job openings, a tab of the page builder area (issue 21)",
  },
  {
    module: "app/features/content-studio/studio-version-history",
    kind: "public",
    reason:
      "One version history (list, restore question) for the studio's content and the page builder's pages, which give their own version dialog (issue 21)",
  },
  {
    module: "app/features/catalog/course-card",
    kind: "public",
    reason:
      "A course's card with its live price and next start: the catalog and the page builder's course cards (issue 21)",
  },
  {
    module: "app/features/contact/contact-page-form",
    kind: "public",
    reason:
      "The contact form of /contact, also a page builder lead form block (issue 21); its leads land in the same inbox",
  },
  {
    module: "app/features/newsletter/newsletter-form",
    kind: "public",
    reason: "the form in the footer and catalog",
  },
  {
    module: "app/features/newsletter-campaigns/campaigns-panel",
    kind: "public",
    reason: "the Campaigns tab of the admin's newsletter page (newsletter-admin's tabs, issue 22)",
  },
  {
    module: "app/features/newsletter-analytics/analytics-panel",
    kind: "public",
    reason: "the Analytics tab of the admin's newsletter page (newsletter-admin's tabs, issue 22)",
  },
  {
    module: "app/features/bootcamp/mentor-list",
    kind: "public",
    reason: "the mentors, on the bootcamp page and the about page",
  },
  {
    module: "app/features/checkout/lazy-payments-unavailable",
    kind: "public",
    reason: "the course page shows it instead of Enroll when payments are off (decision 0018)",
  },
  // Debt: the form kits of section 1 (one field kit, one form hook, select, table, prose in components/ui).
  {
    module: "app/features/auth/captcha-hint",
    kind: "debt",
    reason: "disabled-submit hint: to the kit or captcha",
  },
  // Debt: the tree editors' kit (app/features/tree-editor, decision 0036 point 7), shared by the quiz editor
  // and the assignment editor's rubric (issue 16); its generic parts belong in app/lib and components/ui.
  {
    module: "app/features/tree-editor/list-edits",
    kind: "debt",
    reason: "replace, remove and move in immutable lists: to app/lib",
  },
  { module: "app/features/tree-editor/new-id", kind: "debt", reason: "ids for new list items: to app/lib" },
  {
    module: "app/features/tree-editor/check-field",
    kind: "debt",
    reason: "a checkbox with its label and message: to components/ui",
  },
  // Debt: display helpers of the domain, used by several features: to app/lib (or contracts/ for labels).
  {
    module: "app/features/banner/batch-labels",
    kind: "debt",
    reason: "batch type and date labels: to app/lib",
  },
  { module: "app/features/banner/early-bird", kind: "debt", reason: "early-bird price rule: to app/lib" },
  {
    module: "app/features/banner/course-path",
    kind: "debt",
    reason: "course path from a batch title: to app/lib",
  },
  { module: "app/features/catalog/course-price", kind: "debt", reason: "price formatting: to app/lib" },
  {
    module: "app/features/enrollments/enrollment-display",
    kind: "debt",
    reason: "batch type name for dashboards and orders: to app/lib",
  },
  {
    module: "app/features/site-pages/load-site-page",
    kind: "debt",
    reason: "checkout uses its formatLongDate: to app/lib",
  },
  // Debt: page facts that the page registry of section 2 is to hold.
  {
    module: "app/features/portal/prefetch-for-user",
    kind: "debt",
    reason: "the dashboards' loader prefetch: to app/lib beside prefetch.ts",
  },
];
