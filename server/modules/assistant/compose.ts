import { courseFromHistory, resolveCourses } from "./course-resolver.ts";
import type { AssistantQuery, BatchFacts, BatchType, CourseFacts, FaqFacts, Knowledge } from "./engine.ts";
import {
  batchTypeName,
  capitalize,
  describeBatch,
  describePrice,
  formatDate,
  formatPrice,
  formatSeats,
  formatWeeks,
} from "./format.ts";
import {
  asksAboutAllCourses,
  courseIntents,
  detectBatchType,
  detectIntents,
  type Intent,
  normalizeMessage,
} from "./intents.ts";

// The retrieval engine's answer: sentences built from the live records only. Every price, date, schedule
// and seat count comes from `knowledge`, never from this file. Pure (no I/O), so it is unit-testable.

/** Below this ts_rank a full-text hit is too weak to answer with. */
export const faqRankThreshold = 0.01;

const faqTopicOf: Partial<Record<Intent, string>> = {
  payment: "payment",
  discount: "discounts",
  refund: "refunds",
  certificate: "certificates",
  corporate: "corporate",
  admissions: "admissions",
  careers: "careers",
  format: "format",
};

export function callbackOffer(contact: Knowledge["contact"]): string {
  const phone = contact.phone ? `, call us at ${contact.phone}` : "";
  return `Click 'Request a Callback' in the bottom bar and an admissions advisor will call you back${phone}, or email us at ${contact.email}.`;
}

export function fallbackAnswer(contact: Knowledge["contact"]): string {
  return `I'm not sure I can answer that accurately, and I'd rather not guess. ${callbackOffer(contact)}`;
}

function listCourses(courses: readonly CourseFacts[], describe: (c: CourseFacts) => string): string {
  return courses.map(describe).join("; ");
}

function pickFaq(topic: string, knowledge: Knowledge, used: Set<string>): FaqFacts | undefined {
  const hit = knowledge.faqs.find((f) => f.topic === topic && !used.has(f.slug));
  if (hit) return hit;
  return knowledge.allFaqs.find((f) => f.topic === topic && !used.has(f.slug));
}

function batchesFor(knowledge: Knowledge, course: CourseFacts | undefined, type: BatchType | undefined) {
  return knowledge.batches.filter(
    (b) => (!course || b.courseSlug === course.slug) && (!type || b.type === type),
  );
}

function batchSentences(
  knowledge: Knowledge,
  courses: readonly CourseFacts[],
  type: BatchType | undefined,
): string[] {
  const out: string[] = [];
  const typeWord = type ? `${batchTypeName(type)} ` : "";
  if (courses.length === 0) {
    const found = batchesFor(knowledge, undefined, type);
    if (found.length === 0) {
      out.push(`There is no upcoming ${typeWord}batch scheduled right now.`);
      const next = knowledge.batches[0];
      if (next) out.push(`The next batch of any type: ${describeBatch(next)}.`);
      return out;
    }
    const [first, ...rest] = found as [BatchFacts, ...BatchFacts[]];
    out.push(
      `The next ${typeWord}batch is ${first.courseTitle} (${batchTypeName(first.type)}), starting ${formatDate(first.startDate)} (${first.schedule}), ${formatSeats(first.seatsAvailable)}.`,
    );
    if (rest.length > 0)
      out.push(
        `Also upcoming: ${rest
          .slice(0, 3)
          .map((b) => describeBatch(b))
          .join("; ")}.`,
      );
    return out;
  }
  for (const course of courses) {
    const found = batchesFor(knowledge, course, type);
    if (found.length === 0) {
      const other = batchesFor(knowledge, course, undefined);
      if (type && other.length > 0) {
        out.push(
          `${course.title} has no upcoming ${typeWord}batch right now, but ${describeBatch(other[0] as BatchFacts, { withCourse: false })}.`,
        );
      } else {
        out.push(
          `No upcoming ${typeWord}batch of ${course.title} is scheduled yet. Request a callback and we will tell you as soon as dates are set.`,
        );
      }
      continue;
    }
    const [first, ...rest] = found as [BatchFacts, ...BatchFacts[]];
    out.push(`For ${course.title}, ${describeBatch(first, { withCourse: false })}.`);
    if (rest.length > 0)
      out.push(
        `After that, ${rest
          .slice(0, 2)
          .map((b) => describeBatch(b, { withCourse: false }))
          .join("; ")}.`,
      );
  }
  return out;
}

function courseOverview(course: CourseFacts, knowledge: Knowledge, type: BatchType | undefined): string {
  const head = `${course.title} is a ${course.level}-level program of ${formatWeeks(course.durationWeeks)} for ${formatPrice(course.priceCents, course.currency)}: ${course.summary}`;
  const batch = batchesFor(knowledge, course, type)[0] ?? batchesFor(knowledge, course, undefined)[0];
  return batch ? `${head} Next batch: ${describeBatch(batch, { withCourse: false })}.` : head;
}

/** The courses a question is about: those it names, else (for a follow-up) the one the conversation was about. */
export function coursesInQuestion(
  query: AssistantQuery,
  knowledge: Knowledge,
  found: Set<Intent>,
): CourseFacts[] {
  const named = resolveCourses(query.message, knowledge.courses);
  if (named.length > 0) return named;
  if (asksAboutAllCourses(query.message)) return [];
  const wantsCourse = [...found].some((i) => courseIntents.has(i));
  const pointsBack = /\b(it|its|it's|that|this|one|the course|the program|same)\b/.test(
    normalizeMessage(query.message),
  );
  if (!wantsCourse && !pointsBack) return [];
  const previous = courseFromHistory(query.history, knowledge.courses);
  return previous ? [previous] : [];
}

export function composeAnswer(query: AssistantQuery, knowledge: Knowledge): string {
  const text = normalizeMessage(query.message);
  const found = detectIntents(query.message);
  const type = detectBatchType(query.message);
  const courses = coursesInQuestion(query, knowledge, found);
  const parts: string[] = [];
  const usedFaqs = new Set<string>();
  const addFaq = (topic: string) => {
    const faq = pickFaq(topic, knowledge, usedFaqs);
    if (faq) {
      usedFaqs.add(faq.slug);
      parts.push(faq.answer);
    }
  };

  if (/^(thanks|thank you|thx|cheers|great,? thanks)\b/.test(text) && found.size === 0)
    return `You're welcome, ${query.visitor.name}! Anything else I can help with?`;
  if (found.has("greeting") && courses.length === 0)
    return `Hi ${query.visitor.name}! I can help with our programs, prices, batch dates, seats, certificates and corporate training. What would you like to know?`;

  if (found.has("human"))
    parts.push(
      `Of course, a person from our admissions team is happy to help. ${callbackOffer(knowledge.contact)}`,
    );

  if (found.has("pricing")) {
    if (courses.length > 0) parts.push(`${courses.map(describePrice).join(". ")}.`);
    else
      parts.push(
        `Our programs and their prices: ${listCourses(knowledge.courses, (c) => `${c.title} ${formatPrice(c.priceCents, c.currency)} (${formatWeeks(c.durationWeeks)})`)}.`,
      );
  }

  const batchQuestion =
    found.has("next-batch") || found.has("seats") || (found.has("schedule") && (courses.length > 0 || type));
  const genericScheduleQuestion = found.has("schedule") && !batchQuestion && courses.length === 0 && !type;
  const comparesBatchTypes = /\b(difference|differ|compare|versus|vs)\b/.test(text) && !courses.length;
  if (comparesBatchTypes && (type || found.has("schedule"))) addFaq("schedule");
  else if (batchQuestion) parts.push(...batchSentences(knowledge, courses, type));
  else if (genericScheduleQuestion) addFaq("schedule");

  if (found.has("duration")) {
    if (courses.length > 0)
      parts.push(courses.map((c) => `${c.title} runs for ${formatWeeks(c.durationWeeks)}.`).join(" "));
    else if (!found.has("pricing"))
      parts.push(
        `Program lengths: ${listCourses(knowledge.courses, (c) => `${c.title} ${formatWeeks(c.durationWeeks)}`)}.`,
      );
  }

  if (found.has("level") && courses.length > 0 && !found.has("prerequisites"))
    parts.push(courses.map((c) => `${c.title} is a ${c.level}-level course.`).join(" "));

  if (found.has("syllabus") && courses.length > 0) {
    for (const course of courses) {
      const outcomes = course.outcomes.length > 0 ? ` You will learn to: ${course.outcomes.join("; ")}.` : "";
      parts.push(`${course.title}: ${course.summary}${outcomes}`);
    }
  }

  if (found.has("prerequisites")) {
    if (courses.length > 0)
      for (const course of courses)
        parts.push(
          `Prerequisites for ${course.title} (${course.level} level): ${course.prerequisites || "none."}`,
        );
    else addFaq("prerequisites");
  }

  for (const intent of [
    "certificate",
    "corporate",
    "admissions",
    "payment",
    "discount",
    "refund",
    "careers",
    "format",
  ] as const) {
    if (!found.has(intent)) continue;
    if (intent === "format" && parts.length > 0 && usedFaqs.size === 0 && courses.length > 0) continue;
    const topic = faqTopicOf[intent];
    if (topic) addFaq(topic);
  }
  if (found.has("corporate"))
    parts.push(
      `For a proposal, click 'Request a Callback' in the bottom bar or email ${knowledge.contact.email}.`,
    );

  if (found.has("contact") && !found.has("human"))
    parts.push(
      `You can reach us at ${knowledge.contact.phone} or ${knowledge.contact.email}, or click 'Request a Callback' in the bottom bar.`,
    );

  if (
    (parts.length === 0 && found.has("catalog")) ||
    (parts.length === 0 &&
      courses.length === 0 &&
      found.has("syllabus") &&
      asksAboutAllCourses(query.message))
  ) {
    parts.push(
      `We offer ${knowledge.courses.length} programs: ${listCourses(knowledge.courses, (c) => `${c.title} (${c.level}, ${formatWeeks(c.durationWeeks)}, ${formatPrice(c.priceCents, c.currency)})`)}. Which one would you like to know more about?`,
    );
  }

  if (parts.length === 0 && courses.length > 0)
    parts.push(...courses.map((c) => courseOverview(c, knowledge, type)));

  if (parts.length === 0) {
    const best = knowledge.faqs[0];
    if (best && best.rank >= faqRankThreshold) parts.push(best.answer);
  }

  if (parts.length === 0) return fallbackAnswer(knowledge.contact);
  // The widget turns our own course paths into links, so a named course comes with its page.
  const pages = courses.slice(0, 2).map((c) => `${c.title}: /courses/${c.slug}`);
  if (pages.length > 0)
    parts.push(`More details on the course page${pages.length > 1 ? "s" : ""}: ${pages.join(", ")}`);
  return parts.map((p) => capitalize(p.trim())).join("\n\n");
}
