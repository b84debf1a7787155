// What the admissions assistant answers from, besides the live catalog. Course facts that change
// (prices, dates, seats) are never written here: the assistant reads them from the courses and batches.

type CourseSlug =
  | "ai-engineers"
  | "machine-learning"
  | "deep-learning"
  | "ai-business"
  | "prompt-engineering";

/** Outcomes and prerequisites of the five programs; the seed fills them where a course has none yet. */
export const seedCourseDetails: Record<CourseSlug, { outcomes: string[]; prerequisites: string }> = {
  "ai-engineers": {
    outcomes: [
      "Build retrieval-augmented generation (RAG) pipelines over your own documents",
      "Design tool-using LLM agents with guardrails",
      "Evaluate LLM applications with automated test sets",
      "Deploy and monitor LLM services on cloud infrastructure",
    ],
    prerequisites:
      "Comfortable Python (functions, classes, packages) and basic use of REST APIs and the command line. No machine learning background needed.",
  },
  "machine-learning": {
    outcomes: [
      "Clean data and engineer features with pandas and scikit-learn",
      "Train and tune linear models, decision trees and gradient boosting",
      "Validate models honestly with cross-validation and proper metrics",
      "Ship a model behind an API as your capstone project",
    ],
    prerequisites:
      "Basic Python (variables, loops, functions) and high-school algebra. We send a free Python warm-up before day one.",
  },
  "deep-learning": {
    outcomes: [
      "Build and train neural networks in PyTorch",
      "Apply CNNs to images and transformers to text",
      "Fine-tune pretrained models on your own data",
      "Train at scale on GPUs and present a capstone project",
    ],
    prerequisites:
      "Solid Python, linear algebra and calculus basics, and prior machine learning experience (our Machine Learning course or equivalent).",
  },
  "ai-business": {
    outcomes: [
      "Pick AI use cases with a clear return on investment",
      "Make build-versus-buy decisions for AI products",
      "Set up AI risk management and governance",
      "Lead and hire AI teams",
    ],
    prerequisites: "None. No coding required; made for managers, founders and executives.",
  },
  "prompt-engineering": {
    outcomes: [
      "Write structured prompts that return reliable JSON",
      "Design few-shot examples and tool-use prompts",
      "Evaluate prompts with test sets",
      "Defend against prompt injection",
    ],
    prerequisites: "None. Anyone comfortable using a web browser and a chat assistant can join.",
  },
};

export type SeedFaq = { slug: string; topic: string; question: string; answer: string };

// Topics the assistant routes intents to: admissions, payment, refunds, certificates, corporate,
// schedule, format, prerequisites, careers, contact, discounts.
export const seedFaqs: SeedFaq[] = [
  {
    slug: "how-to-apply",
    topic: "admissions",
    question: "How do I apply and what is the admissions process?",
    answer:
      "Apply online in about 10 minutes: pick a course and batch, fill in the short application, then book a free 15-minute call with an admissions advisor. Most applicants get a decision within 2 business days, and your seat is reserved once the first payment is made.",
  },
  {
    slug: "admission-test",
    topic: "admissions",
    question: "Is there an entrance test or interview to get admitted?",
    answer:
      "There is no entrance exam. The 15-minute admissions call checks that the course fits your goals and background; for Deep Learning we also ask you to complete a short Python and machine learning self-assessment.",
  },
  {
    slug: "payment-methods",
    topic: "payment",
    question: "Which payment methods do you accept?",
    answer:
      "We accept Visa, Mastercard and American Express cards, PayPal, and bank transfer. Companies can pay by invoice with 30-day terms.",
  },
  {
    slug: "instalments",
    topic: "payment",
    question: "Can I pay in instalments or monthly payments?",
    answer:
      "Yes. Any course can be paid in 3 interest-free monthly instalments; the first instalment reserves your seat. There is no credit check and no extra fee.",
  },
  {
    slug: "discounts",
    topic: "discounts",
    question: "Do you offer discounts, scholarships or early bird pricing?",
    answer:
      "Batches starting more than 30 days from now are marked EARLY BIRD and come with 10% off when you pay in full. We also offer 15% off for groups of 3 or more from the same company, and a limited number of need-based scholarships each batch.",
  },
  {
    slug: "refund-policy",
    topic: "refunds",
    question: "What is your refund policy? Can I get my money back?",
    answer:
      "You get a full refund if you cancel up to 14 days before the batch starts. After that, and up to the end of the first week of classes, we refund 50% or move you to a later batch at no cost. After the first week no refunds are possible, but you can defer once to a later batch.",
  },
  {
    slug: "defer-batch",
    topic: "refunds",
    question: "Can I switch or defer to a later batch?",
    answer:
      "Yes. You can move to a later batch of the same course once, free of charge, up to the end of the first week of classes. Just email admissions with the batch you want.",
  },
  {
    slug: "certificate",
    topic: "certificates",
    question: "Do I get a certificate when I finish the course?",
    answer:
      "Yes. Every graduate receives an AI Labs certificate of completion when they attend at least 80% of the live sessions and pass the capstone project. It is issued as a PDF within 5 business days after the course ends.",
  },
  {
    slug: "certificate-verification",
    topic: "certificates",
    question: "How can an employer verify my certificate? Can I add it to LinkedIn?",
    answer:
      "Each certificate has a unique ID and a verification link that employers can open to confirm it, and you can add it to LinkedIn with one click under Licenses & Certifications.",
  },
  {
    slug: "corporate-training",
    topic: "corporate",
    question: "Do you offer corporate training for companies and teams?",
    answer:
      "Yes. We train teams of 5 to 200 people, either in private cohorts for your company or by reserving seats in our public batches. Private cohorts can be tailored to your data and use cases, delivered online or on site, and invoiced to your company. Groups of 3 or more get 15% off public batches.",
  },
  {
    slug: "corporate-group-size",
    topic: "corporate",
    question: "Can my company train a group of employees together?",
    answer:
      "Yes. A private cohort starts at 5 people and we have run them for up to 200 people in parallel groups of 25. Tell us your team size and goals and we will send a proposal within 2 business days.",
  },
  {
    slug: "schedule-time-zones",
    topic: "schedule",
    question: "What time are the live classes and which time zone?",
    answer:
      "All live classes are scheduled in US Eastern Time (ET). Weekend batches meet on Saturdays and/or Sundays, fast-track batches meet every weekday evening, and regular batches meet two evenings a week. The exact schedule is listed on each batch.",
  },
  {
    slug: "batch-types",
    topic: "schedule",
    question: "What is the difference between weekend, fast-track and regular batches?",
    answer:
      "Weekend batches suit people who work full time, fast-track batches cover the same material in fewer calendar weeks with daily evening sessions, and regular batches run at a steady pace of two evenings a week. Content and certificate are the same.",
  },
  {
    slug: "online-format",
    topic: "format",
    question: "Are the classes online or in person? Are sessions recorded?",
    answer:
      "All classes are live online over video with small-group exercises. Every session is recorded and available within 24 hours, so you can catch up if you miss one.",
  },
  {
    slug: "time-commitment",
    topic: "format",
    question: "How many hours per week do I need?",
    answer: "Plan for the live sessions plus about 4 to 6 hours a week of assignments and project work.",
  },
  {
    slug: "laptop-requirements",
    topic: "format",
    question: "What laptop, computer or software do I need?",
    answer:
      "Any laptop from the last five years with a modern browser and a stable internet connection. GPU work in Deep Learning runs on cloud GPUs we provide, so you do not need your own graphics card.",
  },
  {
    slug: "beginner-friendly",
    topic: "prerequisites",
    question: "I have no coding experience. Which course should I start with?",
    answer:
      "Start with Prompt Engineering or AI for Business Leaders: neither requires coding. If you want to become technical, take our free Python warm-up and then Machine Learning.",
  },
  {
    slug: "job-support",
    topic: "careers",
    question: "Do you offer job placement or career support?",
    answer:
      "Yes. Graduates get career support for 6 months: CV and LinkedIn reviews, mock technical interviews and introductions to our hiring partners. We do not guarantee a job.",
  },
  {
    slug: "instructors",
    topic: "format",
    question: "Who are the instructors and who teaches the classes?",
    answer:
      "Our instructors are practising machine learning engineers and data scientists with at least 5 years of industry experience. Each batch has a lead instructor plus one teaching assistant for every 15 learners.",
  },
  {
    slug: "talk-to-human",
    topic: "contact",
    question: "Can I talk to a human advisor or get a call back?",
    answer:
      "Of course. Click 'Request a Callback' in the bottom bar and an admissions advisor will call you within one business day, or call or email us directly. Advisors are available Monday to Friday, 9:00-18:00 ET.",
  },
];
