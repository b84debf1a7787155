import { describe, expect, it } from "vitest";
import { composeAnswer, fallbackAnswer } from "./compose.ts";
import { courseFromHistory, resolveCourses } from "./course-resolver.ts";
import type { CourseFacts, Knowledge } from "./engine.ts";
import { formatDate, formatPrice, formatSeats } from "./format.ts";
import { detectBatchType, detectIntents } from "./intents.ts";
import { contextFor, toPlainText } from "./llm-engine.ts";

const refs = [
  { slug: "ai-engineers", title: "AI Engineering" },
  { slug: "machine-learning", title: "Machine Learning" },
  { slug: "deep-learning", title: "Deep Learning" },
  { slug: "ai-business", title: "AI for Business Leaders" },
  { slug: "prompt-engineering", title: "Prompt Engineering" },
];

describe("formatting live values", () => {
  it.each([
    [149_900, "$1,499"],
    [49_900, "$499"],
    [4_950, "$49.50"],
    [1_000_000, "$10,000"],
  ])("price %i cents is %s", (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });
  it("formats calendar dates without a time-zone shift", () => {
    expect(formatDate("2026-12-05")).toBe("Dec 5, 2026");
    expect(formatDate("2027-01-01")).toBe("Jan 1, 2027");
  });
  it("says how many seats are left", () => {
    expect(formatSeats(11)).toBe("11 seats left");
    expect(formatSeats(1)).toBe("1 seat left");
    expect(formatSeats(0)).toContain("full");
  });
});

describe("intent detection", () => {
  it.each([
    ["How much is the deep learning course?", "pricing"],
    ["When does the next weekend batch start?", "next-batch"],
    ["How many seats are left?", "seats"],
    ["What will I learn?", "syllabus"],
    ["What are the prerequisites?", "prerequisites"],
    ["Do I get a certificate?", "certificate"],
    ["Can my company train 20 people?", "corporate"],
    ["Can I talk to a human?", "human"],
    ["Can I pay in installments?", "payment"],
    ["What is your refund policy?", "refund"],
    ["What time are the classes?", "schedule"],
    ["How long is the course?", "duration"],
  ] as const)("%s -> %s", (message, intent) => {
    expect(detectIntents(message).has(intent)).toBe(true);
  });
  it("does not read a certificate question as a batch question", () => {
    expect(detectIntents("When do I get my certificate?").has("next-batch")).toBe(false);
  });
  it("recognises batch types", () => {
    expect(detectBatchType("any weekend classes?")).toBe("weekend");
    expect(detectBatchType("Is there a fast-track option?")).toBe("fast_track");
    expect(detectBatchType("the regular batch")).toBe("regular");
    expect(detectBatchType("how much is it")).toBeUndefined();
  });
});

describe("course resolution", () => {
  it.each([
    ["How much is the deep learning course?", "deep-learning"],
    ["Tell me about ML", "machine-learning"],
    ["is prompting hard?", "prompt-engineering"],
    ["course for business leaders", "ai-business"],
    ["AI Engineering dates", "ai-engineers"],
    ["machine-learning", "machine-learning"],
  ])("%s -> %s", (message, slug) => {
    expect(resolveCourses(message, refs).map((c) => c.slug)).toEqual([slug]);
  });
  it("finds no course in words that merely contain an alias", () => {
    expect(resolveCourses("html and xml", refs)).toEqual([]);
    expect(resolveCourses("Do I get a certificate?", refs)).toEqual([]);
  });
  it("lists several courses in the order they are named", () => {
    expect(resolveCourses("deep learning or machine learning?", refs).map((c) => c.slug)).toEqual([
      "deep-learning",
      "machine-learning",
    ]);
  });
  it("takes a follow-up's course from the newest message naming exactly one", () => {
    const history = [
      { sender: "user" as const, text: "Tell me about prompt engineering" },
      { sender: "agent" as const, text: "Deep Learning needs Machine Learning first." },
    ];
    expect(courseFromHistory(history, refs)?.slug).toBe("prompt-engineering");
    expect(courseFromHistory([], refs)).toBeUndefined();
  });
});

const course = (slug: string, title: string, priceCents: number): CourseFacts => ({
  slug,
  title,
  summary: `${title} summary.`,
  level: "beginner",
  durationWeeks: 6,
  priceCents,
  currency: "USD",
  outcomes: ["Do a thing"],
  prerequisites: "None.",
});
const knowledge: Knowledge = {
  courses: [
    course("deep-learning", "Deep Learning", 199_900),
    course("machine-learning", "Machine Learning", 149_900),
  ],
  batches: [
    {
      courseSlug: "machine-learning",
      courseTitle: "Machine Learning",
      type: "weekend",
      startDate: "2026-12-05",
      schedule: "Sat 10:00-14:00 ET",
      seatsAvailable: 7,
    },
  ],
  faqs: [],
  allFaqs: [],
  contact: { email: "admissions@example.com", phone: "+1 415 555 0100" },
};
const visitor = { name: "Sam", email: "sam@example.com", phone: "+14155550100" };

describe("answer composition", () => {
  it("uses only the live values of the course asked about", () => {
    const answer = composeAnswer({ message: "How much is deep learning?", history: [], visitor }, knowledge);
    expect(answer).toContain("$1,999");
    expect(answer).not.toContain("$1,499");
  });
  it("answers the next weekend batch with date, schedule and seats", () => {
    const answer = composeAnswer(
      { message: "When is the next weekend batch?", history: [], visitor },
      knowledge,
    );
    expect(answer).toContain("Dec 5, 2026");
    expect(answer).toContain("Sat 10:00-14:00 ET");
    expect(answer).toContain("7 seats left");
  });
  it("says so when a course has no upcoming batch instead of inventing one", () => {
    const answer = composeAnswer(
      { message: "When does deep learning start?", history: [], visitor },
      knowledge,
    );
    expect(answer).toContain("No upcoming batch of Deep Learning");
    expect(answer).not.toContain("Dec 5, 2026");
  });
  it("offers a callback and the email when it has nothing to say", () => {
    expect(composeAnswer({ message: "blorp?", history: [], visitor }, knowledge)).toBe(
      fallbackAnswer(knowledge.contact),
    );
    expect(fallbackAnswer(knowledge.contact)).toContain("Request a Callback");
    expect(fallbackAnswer(knowledge.contact)).toContain("admissions@example.com");
  });
});

describe("LLM engine helpers", () => {
  it("turns Markdown into plain text", () => {
    expect(toPlainText("## Price\n**Deep Learning** costs `$1,999`.\n- 14 weeks")).toBe(
      "Price\nDeep Learning costs $1,999.\n14 weeks",
    );
  });
  it("gives the model the live records, the contact and the draft answer", () => {
    const context = contextFor({ message: "price?", history: [], visitor }, knowledge, "DRAFT");
    expect(context).toContain("price $1,999");
    expect(context).toContain("Dec 5, 2026");
    expect(context).toContain("admissions@example.com");
    expect(context).toContain("DRAFT");
  });
});
