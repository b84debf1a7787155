import type { Database } from "./client.ts";
import { jobOpenings } from "./schema/careers.ts";

// Open positions on /careers (kind 'job') and /internship (kind 'internship'). Inserted by slug and never
// overwritten: an opening the team edits or closes stays that way.

type SeedOpening = {
  slug: string;
  kind: "job" | "internship";
  title: string;
  team: string;
  location: string;
  employmentType: string;
  summary: string;
  /** Days before the seed date it was posted. */
  postedDaysAgo: number;
  descriptionMarkdown: string;
};

const hiringProcess = (steps: string[]) =>
  ["## How we hire for this role", "", ...steps.map((step, i) => `${i + 1}. ${step}`)].join("\n");

export const seedOpenings: readonly SeedOpening[] = [
  {
    slug: "senior-ai-instructor",
    kind: "job",
    title: "Senior AI Instructor (LLM Engineering)",
    team: "Teaching",
    location: "Remote (UTC-5 to UTC+2)",
    employmentType: "Full-time",
    summary:
      "Teach live cohorts of the AI Engineering certification: RAG, agents, evaluation and deployment, to working engineers.",
    postedDaysAgo: 6,
    descriptionMarkdown: `Our AI Engineering certification turns software engineers into people who can ship LLM features that survive production. You will own the live teaching of two cohorts at a time and shape what we teach next.

## What you will do

- Teach two live sessions a week per cohort (about 6 hours of live teaching a week), on retrieval-augmented generation, tool use and agents, evaluation and LLM deployment.
- Run weekly office hours and review capstone projects with written, actionable feedback.
- Keep the labs current: when a model, SDK or best practice changes, you update the notebook, not a slide that says "this changed".
- Work with the curriculum team on assessments that measure what graduates can build, not what they can recall.
- Mentor two teaching assistants and review their grading for consistency.

## What you bring

- 4+ years building software, including at least 18 months shipping LLM-based features to real users.
- Hands-on experience with embeddings and vector search, evaluation harnesses and at least one agent or tool-calling system in production.
- Fluent Python; comfortable reading TypeScript.
- You have taught before: a course, a bootcamp, internal workshops or conference talks. Send us a recording if you have one.
- Clear, patient written English; our students are in 40+ countries.

## What we offer

- Salary USD 120,000-145,000 (or the local equivalent through our employer of record), plus equity.
- Teaching load capped at 12 live hours a week, so you have time to build and learn.
- USD 2,000 yearly learning budget and a generous model API allowance for your own experiments.
- 28 days of paid leave plus local public holidays.

${hiringProcess([
  "A 30-minute introductory call with the Head of Teaching.",
  "A 20-minute teaching demo on a topic you choose, followed by questions from two instructors.",
  "A technical conversation about a system you built, and a short lab review exercise.",
  "References and an offer within two weeks of your first call.",
])}`,
  },
  {
    slug: "curriculum-developer-mlops",
    kind: "job",
    title: "Curriculum Developer, MLOps",
    team: "Curriculum",
    location: "Remote (worldwide)",
    employmentType: "Full-time",
    summary:
      "Design the MLOps track: experiment tracking, CI for models, serving, monitoring and drift, as hands-on labs with graded projects.",
    postedDaysAgo: 11,
    descriptionMarkdown: `Graduates of our Machine Learning and Deep Learning certifications ask the same question: how do I run this in production? You will build the answer: a six-module MLOps track used by every cohort from next spring.

## What you will do

- Design six modules with learning outcomes, labs, quizzes and a capstone: experiment tracking, reproducible training pipelines, model CI, serving, monitoring and drift, and cost control.
- Build the labs in containers that run the same on a student's laptop and in our cloud sandboxes.
- Write rubrics instructors can grade consistently, and pilot each module with a group of alumni before release.
- Measure what works: completion, assessment results and student feedback, and revise.

## What you bring

- 3+ years operating ML systems in production (MLflow or Weights & Biases, Docker, a CI system, one model-serving stack).
- Experience explaining technical material in writing: documentation, internal guides, blog posts or courses.
- Working knowledge of monitoring and data quality tools (Evidently, Great Expectations or similar).
- Bonus: you have built training material before or mentored junior engineers.

## What we offer

- Salary USD 95,000-115,000 (or local equivalent), plus equity.
- Your name on the track, and a say in which tools we teach.
- USD 2,000 yearly learning budget and cloud credits for lab development.
- Flexible hours with two overlapping hours a day with the curriculum team (14:00-16:00 UTC).

${hiringProcess([
  "An introductory call with the Curriculum Lead (30 minutes).",
  "A paid take-home: outline one module and build one lab (about 4 hours, paid at USD 400).",
  "A review of your take-home with two instructors, then a conversation with our CEO.",
])}`,
  },
  {
    slug: "admissions-advisor",
    kind: "job",
    title: "Admissions Advisor",
    team: "Admissions",
    location: "Remote (US time zones)",
    employmentType: "Full-time",
    summary:
      "Help prospective students choose the right program: discovery calls, honest advice on fit and financing, and follow-up until they start.",
    postedDaysAgo: 3,
    descriptionMarkdown: `Many of the people who contact us are changing careers and making one of the bigger financial decisions of their year. Admissions advisors help them decide well, which sometimes means telling them a program is not right for them yet.

## What you will do

- Run 8-12 discovery calls a day with prospective students from our callback requests, live chat and webinars.
- Explain programs, schedules, prerequisites, pricing, early-bird deadlines and payment plans accurately.
- Recommend the right starting point, including free material when someone is not ready for a paid program.
- Keep the leads inbox tidy: every conversation has a status, a note and a next step.
- Feed what you hear back to the curriculum and marketing teams every week.

## What you bring

- 2+ years in admissions, education sales, customer success or career coaching.
- Genuine interest in technology; you do not need to code, but you will learn what our graduates build.
- Excellent spoken and written English; Spanish or Hindi is a plus.
- Comfort with targets that reward students who start and finish, not just sign.

## What we offer

- Base salary USD 55,000-65,000 plus a quarterly bonus tied to enrolled students who complete their first month.
- Full training on every program, and a free seat in any AI Labs course.
- Health insurance stipend, 25 days of paid leave and a home-office budget.

${hiringProcess([
  "A 20-minute call with the Admissions Manager.",
  "A role-play of a discovery call with a prospective student (we send the brief 24 hours before).",
  "A final conversation with the Head of Growth.",
])}`,
  },
  {
    slug: "full-stack-engineer-typescript",
    kind: "job",
    title: "Full-stack Engineer (TypeScript)",
    team: "Platform",
    location: "Remote (UTC-3 to UTC+3)",
    employmentType: "Full-time",
    summary:
      "Build the platform our students learn on: the public site, checkout, portals and the live assistant, in TypeScript end to end.",
    postedDaysAgo: 9,
    descriptionMarkdown: `Our platform is a single TypeScript codebase: a server-rendered React Router site hosted in Fastify, a JSON API, PostgreSQL through Drizzle, and portals for students, instructors, admins and marketers. It is fast (public pages score 95+ on Lighthouse mobile) and we intend to keep it that way.

## What you will do

- Ship features across the stack: enrollment and checkout flows, the student portal, assessments and certificates.
- Keep the public site fast and accessible; every page you touch keeps its performance and accessibility budget.
- Write tests people can read: API integration tests on a real database and end-to-end journeys in a browser.
- Take part in a light on-call rotation (one week in six, business hours only).

## What you bring

- 3+ years writing TypeScript in production, on both the server (Node) and the browser (React).
- Solid SQL and PostgreSQL: you can read a query plan and design a migration that does not lock a busy table.
- You care about web fundamentals: HTTP caching, forms that work without losing input, accessible markup.
- Bonus: experience with payments (Stripe), video platforms or LLM APIs.

## What we offer

- Salary USD 110,000-135,000 (or local equivalent), plus equity.
- A modern, well-tested codebase with a short path from pull request to production.
- USD 2,000 yearly learning budget and free access to every AI Labs course.
- 28 days of paid leave plus local public holidays.

${hiringProcess([
  "A 30-minute call with an engineer from the Platform team.",
  "A pairing session on a small feature in a copy of our codebase (90 minutes, no preparation needed).",
  "A system-design conversation and a chat with the CTO.",
])}`,
  },
  {
    slug: "teaching-assistant-machine-learning",
    kind: "job",
    title: "Teaching Assistant, Machine Learning",
    team: "Teaching",
    location: "Remote (worldwide)",
    employmentType: "Part-time, 15-20 hours a week",
    summary:
      "Support students of the Machine Learning certification: office hours, notebook reviews and forum answers, alongside a lead instructor.",
    postedDaysAgo: 15,
    descriptionMarkdown: `Teaching assistants are the people students talk to most. You will help a cohort of up to 40 learners through twelve weeks of machine learning, from linear models to gradient boosting and model validation.

## What you will do

- Hold two one-hour office-hour sessions a week and answer questions on the community forum within one working day.
- Review weekly notebooks against the rubric and leave feedback that explains the *why*.
- Spot students who fall behind and agree a plan with them and the lead instructor.
- Suggest improvements to labs and quizzes based on where students get stuck.

## What you bring

- Strong fundamentals in Python, pandas and scikit-learn, and a clear understanding of bias-variance, cross-validation and leakage.
- A degree in a quantitative field, or graduation from one of our certifications with distinction.
- Patience, and written explanations that make a hard idea simple.
- Availability for at least one weekend session a week.

## What we offer

- USD 38-45 an hour, paid monthly.
- A path to a lead instructor role: two of our current instructors started as teaching assistants.
- Free access to every AI Labs course and our instructor training.

${hiringProcess([
  "A short call with the lead instructor of the Machine Learning certification.",
  "A written exercise: review a sample student notebook and give feedback (about 1 hour).",
  "An offer, usually within one week.",
])}`,
  },
  {
    slug: "ai-research-intern",
    kind: "internship",
    title: "AI Research Intern (Evaluation of LLM Tutors)",
    team: "Research",
    location: "Remote (worldwide)",
    employmentType: "Internship, 12 weeks, paid",
    summary:
      "Study how well LLM tutors help students learn: build evaluation sets, run experiments and write up what you find.",
    postedDaysAgo: 4,
    descriptionMarkdown: `We use LLMs to give students feedback on code and written answers, and we want to know, with evidence, when that feedback helps and when it misleads. This 12-week internship is a focused research project with a mentor from our research team.

## What you will do

- Build an evaluation set of real (anonymised) student submissions with expert feedback as the reference.
- Compare feedback strategies: rubric-guided prompts, self-critique, and retrieval from course material.
- Measure agreement with expert graders and the rate of harmful or wrong feedback.
- Present your results to the whole company in week 12 and write a public blog post if you wish.

## What you bring

- Currently studying, or recently graduated in, computer science, statistics, cognitive science or a related field; graduates of our certifications are warmly welcome.
- Solid Python and experience running experiments (notebooks, basic statistics, plotting).
- Curiosity about how people learn, and care with data about real students.

## What we offer

- A monthly stipend of USD 3,000 for 12 weeks, full-time and remote.
- A dedicated mentor with weekly one-to-ones, and a model API budget for your experiments.
- A reference letter and, for strong interns, an invitation to apply for a full-time role.

${hiringProcess([
  "Send your CV and, optionally, a link to a project or paper you are proud of.",
  "A 30-minute conversation with your future mentor about a project of yours.",
  "A short research-design exercise discussed live (no preparation needed).",
])}`,
  },
  {
    slug: "content-community-intern",
    kind: "internship",
    title: "Content & Community Intern",
    team: "Community",
    location: "Remote (UTC-5 to UTC+5)",
    employmentType: "Internship, 10 weeks, part-time, paid",
    summary:
      "Help run our learner community: welcome new members, host study groups, and turn great student projects into stories.",
    postedDaysAgo: 8,
    descriptionMarkdown: `Our community is where 12,000 learners ask questions, share projects and find study partners. As our Content & Community Intern you will help it feel welcoming and useful, and tell the stories of the people in it.

## What you will do

- Welcome new members, answer first questions and point people to the right channel or resource.
- Co-host weekly study groups and one monthly community call.
- Interview students and alumni about their projects and write them up for the blog and newsletter.
- Track what the community asks about most and share it with the curriculum team.

## What you bring

- Clear, friendly writing; share something you have written (a blog post, a thread, a newsletter).
- Basic familiarity with AI and machine learning concepts; you may be learning them right now.
- Reliability across time zones: about 20 hours a week, including a few evening sessions.

## What we offer

- USD 1,600 a month for 10 weeks.
- Mentoring from our Community Lead and a free seat in the Prompt Engineering certification.
- A portfolio of published pieces with your byline.

${hiringProcess([
  "Send your CV and one writing sample (a link in the profile field is fine).",
  "A 20-minute video call with the Community Lead.",
  "A small paid exercise: write a welcome post and a short student story from notes we provide.",
])}`,
  },
  {
    slug: "ml-engineering-intern",
    kind: "internship",
    title: "Machine Learning Engineering Intern",
    team: "Platform",
    location: "Remote (UTC-3 to UTC+3)",
    employmentType: "Internship, 12 weeks, paid",
    summary:
      "Improve the retrieval behind our admissions assistant and course search: evaluation data, ranking experiments and shipping the winner.",
    postedDaysAgo: 13,
    descriptionMarkdown: `Our admissions assistant and site search answer thousands of questions a week from course records and FAQs. You will make them better, measurably, and ship the change to production with the Platform team.

## What you will do

- Extend our question set with real, anonymised visitor questions and the answers they should get.
- Experiment with ranking: PostgreSQL full-text search, embeddings and hybrid approaches.
- Report results against the baseline and ship the best approach behind a flag, with tests.

## What you bring

- Python or TypeScript, SQL, and a first project involving search, retrieval or recommendation.
- Understanding of precision, recall and ranking metrics such as MRR or nDCG.
- Currently studying or recently graduated; bootcamp and certification graduates are welcome.

## What we offer

- A monthly stipend of USD 2,800 for 12 weeks, full-time and remote.
- A mentor from the Platform team, code review on every pull request and your work in production.
- A reference letter and a fast track to our full-time engineering process.

${hiringProcess([
  "Send your CV and a link to a project (GitHub or a write-up).",
  "A 30-minute technical conversation about that project.",
  "A 60-minute pairing session on a small retrieval problem.",
])}`,
  },
];

const dayMs = 86_400_000;

export async function seedCareers(db: Database, today: Date): Promise<void> {
  for (const { postedDaysAgo, ...opening } of seedOpenings) {
    const postedAt = new Date(today.getTime() - postedDaysAgo * dayMs);
    await db
      .insert(jobOpenings)
      .values({ ...opening, postedAt, updatedAt: postedAt })
      .onConflictDoNothing({ target: jobOpenings.slug });
  }
}
