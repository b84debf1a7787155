// The zod-free half of the newsletter's contract (decision 0024's rule: a public page's first load takes no
// zod): the preferences page's topics and pauses, and the limits.

export const newsletterLimits = {
  /** A confirmation link works this long after its mail was sent. */
  confirmDays: 7,
  /** A pending address gets at most one confirmation mail in this many minutes, however often it is entered. */
  resendMinutes: 10,
} as const;

/**
 * What a subscriber may choose to hear about (the preferences page, issue 22). Stored as the topics turned
 * off, so a topic added here later reaches everyone subscribed to the newsletter as a whole.
 */
export const newsletterTopics = [
  { id: "courses", label: "New courses and cohorts" },
  { id: "events", label: "Webinars and live events" },
  { id: "articles", label: "Articles and guides" },
  { id: "offers", label: "Offers and discounts" },
] as const;
export type NewsletterTopic = (typeof newsletterTopics)[number]["id"];
export const newsletterTopicIds = newsletterTopics.map((topic) => topic.id) as [
  NewsletterTopic,
  ...NewsletterTopic[],
];

/** The pauses the preferences page offers, in days. */
export const newsletterPauseDays = [14, 30, 90] as const;
