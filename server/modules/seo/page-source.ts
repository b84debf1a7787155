import type { PageType } from "#contracts/seo.ts";

// What a domain module tells the SEO service about the public pages it owns. The SEO service adds the
// per-path override from the database and the spec's constants, and turns the typed facts below into
// JSON-LD (Course + CourseInstance + Offer, Event, Article, FAQPage, BreadcrumbList, Person, ...).

export type PageFacts = {
  title: string;
  description: string;
  pageType: PageType;
  keywords?: string[];
  /** Site-relative path of the social image; the default image when absent. */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  author?: string;
  publishedAt?: Date;
  /** Also the sitemap's lastmod. */
  modifiedAt?: Date;
  /** Without the home crumb, which the service prepends: [{ name: 'Courses', url: '/courses' }, ...]. */
  breadcrumbs?: { name: string; url: string }[];
  faqs?: { question: string; answer: string }[];
  rating?: { ratingValue: number; reviewCount: number };
  course?: {
    name: string;
    description: string;
    priceCents: number;
    currency: string;
    instructors: { name: string; jobTitle?: string; image?: string; description?: string }[];
    instances: {
      startDate: string;
      /** e.g. 'Sat and Sun, 10:00-13:00 UTC'. */
      schedule: string;
      durationWeeks: number;
      seatsAvailable: number;
      /** 'online' for live online batches. */
      courseMode: string;
    }[];
  };
  event?: {
    name: string;
    description: string;
    startDate: Date;
    endDate: Date;
    /** Online events: where to register. */
    registrationPath: string;
    performer?: string;
    recordingUrl?: string;
  };
  article?: { headline: string; tags: string[] };
  person?: { name: string; jobTitle?: string; description?: string; image?: string };
  /** The page's canonical path when it differs from the path asked (a page served under several paths). */
  canonicalPath?: string;
  /** hreflang alternates, when the page has translations. */
  alternates?: { hreflang: string; href: string }[];
};

export type PageSource = {
  /** Facts for a path this source owns; null when it does not own the path or its content does not exist. */
  resolve(path: string): Promise<PageFacts | null>;
  /** Every public path this source owns (indexable or not), for the sitemap and the SEO tools. */
  list(): Promise<{ path: string; modifiedAt: Date | null; noindex?: boolean }[]>;
};
