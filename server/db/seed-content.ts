// The catalog the school publishes at first start. Real programs, real prices (USD cents).
export const seedCourses = [
  {
    slug: "ai-engineers",
    title: "AI Engineering",
    summary:
      "Build production LLM applications: retrieval-augmented generation, agents, evaluation and deployment on real cloud infrastructure.",
    level: "intermediate",
    durationWeeks: 16,
    priceCents: 249_900,
  },
  {
    slug: "machine-learning",
    title: "Machine Learning",
    summary:
      "From linear models to gradient boosting: feature engineering, validation and shipping models that hold up on real data.",
    level: "beginner",
    durationWeeks: 12,
    priceCents: 149_900,
  },
  {
    slug: "deep-learning",
    title: "Deep Learning",
    summary:
      "Neural networks with PyTorch: CNNs, transformers, fine-tuning and training at scale on GPUs, with a capstone project.",
    level: "advanced",
    durationWeeks: 14,
    priceCents: 199_900,
  },
  {
    slug: "ai-business",
    title: "AI for Business Leaders",
    summary:
      "Decide where AI pays off: use-case selection, build-versus-buy, risk and governance, and leading AI teams. No code required.",
    level: "beginner",
    durationWeeks: 6,
    priceCents: 89_900,
  },
  {
    slug: "prompt-engineering",
    title: "Prompt Engineering",
    summary:
      "Write prompts that work every time: structured outputs, few-shot design, tool use, evaluation and prompt security.",
    level: "beginner",
    durationWeeks: 4,
    priceCents: 49_900,
  },
] as const;

type BatchPlan = {
  courseSlug: (typeof seedCourses)[number]["slug"];
  type: "weekend" | "fast_track" | "regular";
  /** Months after the current one; the start is the first `weekday` of that month. */
  monthOffset: number;
  weekday: number;
  schedule: string;
  seatsTotal: number;
  seatsTaken: number;
};

// Cohorts are planned by month, so a seed run always adds the next cohorts and a re-run in the same
// month changes nothing (batch codes repeat).
export const seedBatchPlans: BatchPlan[] = [
  {
    courseSlug: "ai-engineers",
    type: "weekend",
    monthOffset: 1,
    weekday: 6,
    schedule: "Sat & Sun, 10:00-14:00 ET",
    seatsTotal: 30,
    seatsTaken: 19,
  },
  {
    courseSlug: "machine-learning",
    type: "fast_track",
    monthOffset: 1,
    weekday: 1,
    schedule: "Mon-Fri, 18:00-21:00 ET",
    seatsTotal: 25,
    seatsTaken: 12,
  },
  {
    courseSlug: "deep-learning",
    type: "regular",
    monthOffset: 2,
    weekday: 2,
    schedule: "Tue & Thu, 19:00-21:30 ET",
    seatsTotal: 30,
    seatsTaken: 4,
  },
  {
    courseSlug: "prompt-engineering",
    type: "weekend",
    monthOffset: 2,
    weekday: 6,
    schedule: "Sat, 09:00-13:00 ET",
    seatsTotal: 40,
    seatsTaken: 11,
  },
  {
    courseSlug: "ai-business",
    type: "regular",
    monthOffset: 3,
    weekday: 3,
    schedule: "Wed, 17:00-19:00 ET",
    seatsTotal: 35,
    seatsTaken: 2,
  },
];

export const defaultSiteSettings = {
  phone: "+1 (415) 555-0142",
  email: "admissions@ailabs.academy",
} as const;
