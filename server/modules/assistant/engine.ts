// What every assistant engine answers from and how it is called. The route stores the conversation;
// engines only turn a question (plus history and the live records) into plain text.

export type ChatTurn = { sender: "user" | "agent"; text: string };
export type AssistantVisitor = { name: string; email: string; phone: string };
export type AssistantQuery = { message: string; history: ChatTurn[]; visitor: AssistantVisitor };

export interface AssistantEngine {
  answer(query: AssistantQuery): Promise<string>;
}

export type CourseFacts = {
  slug: string;
  title: string;
  summary: string;
  level: "beginner" | "intermediate" | "advanced";
  durationWeeks: number;
  priceCents: number;
  currency: string;
  outcomes: string[];
  prerequisites: string;
};

export type BatchType = "weekend" | "fast_track" | "regular";

export type BatchFacts = {
  courseSlug: string;
  courseTitle: string;
  type: BatchType;
  /** YYYY-MM-DD */
  startDate: string;
  schedule: string;
  seatsAvailable: number;
};

export type FaqFacts = { slug: string; topic: string; question: string; answer: string; rank: number };

export type ContactFacts = { email: string; phone: string };

/** The live records one answer is composed from. */
export type Knowledge = {
  courses: CourseFacts[];
  /** Upcoming only, soonest first. */
  batches: BatchFacts[];
  /** Best full-text matches for the message, best first. */
  faqs: FaqFacts[];
  /** Every FAQ, in display order, for intents that name a topic. */
  allFaqs: FaqFacts[];
  contact: ContactFacts;
};
