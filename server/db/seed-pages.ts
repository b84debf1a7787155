import type { Database } from "./client.ts";
import { sitePages } from "./schema/pages.ts";

// The prose of the fixed pages (GET /api/pages?path=...). Inserted once by path and never overwritten,
// so an edited page stays edited. {email} and {phone} become the site's contact settings when served.
// Titles are the pages' h1 (the SEO title adds ' | AI Labs'); summaries are their meta descriptions
// (70-160 characters).

export type SeedPage = { path: string; title: string; summary: string; bodyMarkdown: string };

const bootcamp: SeedPage = {
  path: "/ai-bootcamp",
  title: "AI Engineering Bootcamp",
  summary:
    "A 16-week live bootcamp where you build and ship LLM applications: RAG, agents, evaluation and deployment, with mentors and career support.",
  bodyMarkdown: `## Who the bootcamp is for

The bootcamp is for people who can already write some code and want to build real products with large language models:

- **Software developers** who want to add retrieval, agents and evaluation to the systems they already ship.
- **Data analysts and data scientists** who want to move from notebooks to production LLM services.
- **Career changers with programming basics** (you can write a Python function and call an API) who are ready to commit 15 to 18 hours a week.

If you have never programmed, start with our free Python warm-up and the Prompt Engineering course; we will happily talk you through the path on a call.

## How the 16 weeks are structured

### Phase 1 · Weeks 1-3: Foundations for LLM engineering
Python for AI services, calling model APIs safely, tokens and cost, structured outputs with JSON schemas, embeddings and vector similarity. You finish with a tested command-line assistant that answers from your own documents.

### Phase 2 · Weeks 4-7: Retrieval-augmented generation
Chunking strategies, hybrid search with PostgreSQL and pgvector, re-ranking, citations and guarding against hallucinated sources. Project: a support assistant over a real product manual, measured on a question set you write.

### Phase 3 · Weeks 8-11: Agents and tool use
Function calling, planning loops, memory, human approval steps and sandboxed tools. Project: an operations agent that reads tickets, queries a database and drafts replies a person approves.

### Phase 4 · Weeks 12-14: Evaluation, safety and LLMOps
Offline evaluation sets, LLM-as-judge with calibration, prompt-injection defences, tracing, latency and cost budgets, deployment with containers and continuous evaluation in CI.

### Phase 5 · Weeks 15-16: Capstone and demo day
You build and deploy a product of your choice with a mentor's weekly review, then present it to alumni and hiring partners at demo day.

## What you will build

1. **Document assistant** with citations, tested on 50 questions you write yourself.
2. **Support copilot** on a hybrid-search RAG pipeline with measured answer quality.
3. **Tool-using operations agent** with human approval and a full trace of every step.
4. **Evaluation harness** that runs in CI and blocks a regression before it ships.
5. **Capstone product**, deployed with a public URL and a written design review.

Every project lives in your own GitHub repository, so your portfolio grows with each phase.

## Outcomes

By demo day you can design, build, evaluate and deploy an LLM application end to end, explain its trade-offs in an interview, and show five working projects. Graduates receive the AI Labs AI Engineering certificate and six months of career support: CV and LinkedIn reviews, mock technical interviews and introductions to our hiring partners. We do not promise a job; we make sure you are ready for the interviews.

## How the live classes work

Classes are live online in small groups, with a lead instructor and one teaching assistant for every 15 learners. Every session is recorded within 24 hours, code reviews happen on your pull requests, and office hours run twice a week.`,
};

const bootcampStart: SeedPage = {
  path: "/ai-bootcamp/start",
  title: "How to Start the AI Bootcamp",
  summary:
    "From application to your first live class in five steps: apply, a short interview, enrollment, payment and onboarding. Requirements and timeline.",
  bodyMarkdown: `## The five steps

1. **Apply (about 10 minutes).** Tell us about your background, your goals and the cohort you prefer. There is no application fee and no entrance exam.
2. **Interview (15 minutes).** Within 3 business days we review your application. If the bootcamp fits, we invite you to a short video call with an admissions advisor about your goals, your weekly availability and a small piece of code you have written.
3. **Enroll.** Once accepted you receive your admission by email and reserve your seat on the enrollment page. Seats are given in the order enrollments are completed, so apply early for popular cohorts.
4. **Pay.** Pay the tuition in full (with the early-bird price for cohorts starting more than 30 days away) or in 3 interest-free monthly instalments; the first instalment reserves your seat.
5. **Onboarding.** Two weeks before the start you get access to the student portal, the pre-work (Python refresher, Git and a first API call), the class calendar and your cohort's community channel.

## Requirements

- You can write and run a small Python program: loops, functions, lists and dictionaries.
- You have used Git at least once, or will complete our two-hour Git pre-work.
- A laptop from the last five years, a modern browser and a stable internet connection. Cloud credits for model APIs and GPUs are included.
- 15 to 18 hours a week: the live sessions plus project work.
- Conversational English for live classes and code reviews.

## Timeline

| When | What happens |
| --- | --- |
| Day 0 | You submit your application and receive a confirmation email. |
| Within 3 business days | We review it and, if it fits, invite you to an interview. |
| Within 1 week | Interview and admission decision. |
| Up to the start date | Enrollment and payment (seats permitting). |
| 2 weeks before the start | Onboarding, pre-work and the class calendar. |
| Week 1 | Your first live class. |

## What to prepare for the interview

- A short description of a project you built or would like to build with AI.
- A link to some code you wrote (GitHub, GitLab or a shared file are all fine), even if it is small.
- Your weekly availability, so we can recommend the weekend, fast-track or regular cohort.
- Your questions: about tuition, the schedule, the projects or career support.

Not sure you are ready? Request a callback from the bar at the bottom of the page or email {email}, and an advisor will help you choose.`,
};

const corporate: SeedPage = {
  path: "/corporate-training",
  title: "Corporate AI Training for Teams",
  summary:
    "Upskill your teams in applied AI: private cohorts, live workshops and certification in AI engineering, machine learning and prompt engineering.",
  bodyMarkdown: `## Programs for every team

- **AI for leadership teams.** Two half-day workshops on where AI pays off in your business, build versus buy, risk and governance, and how to run the first three use cases. No code.
- **Prompt engineering for everyone.** A four-week live program for operations, support, marketing and legal teams: reliable prompts, structured outputs, data protection and a shared prompt library for your company.
- **AI engineering for developers.** Our 16-week AI engineering curriculum, or a compressed 6-week track, taught on your stack: retrieval over your documents, agents with your tools, evaluation and deployment on your cloud.
- **Machine learning and deep learning for data teams.** Feature engineering, validation and MLOps, or PyTorch and fine-tuning, with your own datasets under a data processing agreement.

## Formats

| Format | Best for | Size |
| --- | --- | --- |
| Private cohort, live online | Teams across locations | 5 to 25 per group, parallel groups up to 200 |
| On-site intensive | Kick-starting a program in one week | 8 to 30 |
| Reserved seats in public batches | A few people at a time | 3 or more (15% group discount) |
| Workshop series | Leadership and cross-functional teams | Up to 40 |

Every format includes a skills assessment before the start, recordings, a progress report for managers and the same certificates as our public programs.

## Outcomes you can measure

- A baseline and end-of-program assessment for every participant.
- Two to three internal use cases scoped, prototyped and reviewed with your stakeholders.
- A written playbook: approved tools, prompt and data guidelines, evaluation checklists.
- Monthly reports on attendance, project completion and assessment results.

## Case study: a regional insurer's claims team

A 1,200-person regional insurer asked us to help its claims operations use language models safely. We trained 14 claims leads in a private prompt-engineering cohort and 9 developers in a six-week AI engineering track on the insurer's own policy documents. The developers shipped a retrieval assistant that drafts answers to adjusters' policy questions with citations to the exact clause, reviewed by a person before use. After the pilot, adjusters reported finding the relevant clause in under a minute instead of the 10 to 15 minutes it used to take, and the assistant became part of the team's standard tooling.

## How we work with you

1. **Discovery call (30 minutes):** your goals, team size, tools and constraints.
2. **Proposal within 2 business days:** curriculum, schedule, trainers and a fixed price.
3. **Kick-off:** assessments, access and the first live session, usually within three weeks.

Invoices with 30-day terms, purchase orders and data processing agreements are standard. Prefer to talk first? Call {phone} or email {email}.`,
};

const community: SeedPage = {
  path: "/community",
  title: "The AI Labs Community",
  summary:
    "Study groups, project reviews, live events and an alumni network: how the AI Labs community helps learners ship AI projects, and how to join it.",
  bodyMarkdown: `## What the community offers

### Study groups
Every batch is split into study groups of five to six people across similar time zones. Groups meet once a week to work through exercises together, and a teaching assistant drops in to unblock you.

### Project reviews
Post a pull request or a demo in the review channel and get feedback from mentors and alumni within 48 hours. Reviews follow a shared checklist: correctness, evaluation, cost, security and clarity.

### Live events
- **Build nights** every other Thursday: 90 minutes of building with others, camera optional.
- **Paper and tool club** once a month: one recent paper or open-source tool, explained in 20 minutes and discussed for 40.
- **Demo days** at the end of each bootcamp cohort, open to all members and our hiring partners.

### Alumni network
Graduates keep their community access for life. Alumni run mock interviews, share job openings, and many come back as teaching assistants.

### Career corner
A channel for job openings from hiring partners, CV reviews and salary conversations, moderated by our career team.

## Community guidelines

1. Be kind and assume good intent; critique the work, never the person.
2. Share what you learn, including what did not work.
3. Do not post confidential data from your employer or anyone's personal data.
4. Credit others' code and ideas.
5. No recruiting spam and no unsolicited direct messages for sales.

Moderators enforce these guidelines, and you can report a message to them at any time.

## How to join

- **Students** are invited automatically when their batch starts and find the community under *Community* in the student portal.
- **Alumni** keep their membership after graduation.
- **Everyone else** can join our free monthly events: register for an upcoming webinar, and subscribe to the newsletter to hear about open build nights.

Questions about the community? Write to {email}.`,
};

const investors: SeedPage = {
  path: "/investors",
  title: "Investor Relations",
  summary:
    "Why AI Labs exists, how the business works and how to reach our investor relations team: live, outcome-focused AI education for people and companies.",
  bodyMarkdown: `## Our mission

Every company is being asked to build with AI, and most teams have not been trained to do it well. AI Labs exists to close that gap: we teach working professionals to design, build, evaluate and govern AI systems through live, project-based programs taught by practitioners.

## The business

We run three lines of business on one curriculum and one platform:

- **Certification courses** in AI engineering, machine learning, deep learning, prompt engineering and AI for business leaders, sold to individuals in live cohorts.
- **The AI Engineering Bootcamp**, our flagship 16-week program with an admissions process, mentors and career support.
- **Corporate training**: private cohorts, workshops and reserved seats for companies, invoiced on contract.

Cohorts start every month in weekend, fast-track and regular formats, which keeps instructor utilisation high and lets learners start when they are ready.

## What sets us apart

- **Practitioner instructors** with at least five years of industry experience, and small groups with a teaching assistant for every 15 learners.
- **Projects, not quizzes.** Every program ends with a deployed capstone reviewed by a mentor.
- **Our own platform**: admissions, checkout, the student portal, live classes and certificates run on software we build and operate, with privacy-friendly analytics and no third-party tracking.

## Governance and reporting

We report to our board quarterly on enrollments, completion rates, learner satisfaction and corporate pipeline, and we publish our privacy practices openly. Our learner numbers on the About page are computed live from our own systems.

## Contact investor relations

For investor materials and meetings, email {email} with the subject "Investor relations", or call {phone}. We answer every serious inquiry within two business days.`,
};

const about: SeedPage = {
  path: "/about",
  title: "About AI Labs",
  summary:
    "AI Labs trains engineers and business leaders in applied AI through live certification courses and a cohort bootcamp taught by practitioners.",
  bodyMarkdown: `## Our mission

We believe the people who will build the next generation of AI products are already working in software, data and operations teams. Our mission is to give them the practical skills to build AI systems that work, measure them honestly and deploy them responsibly.

## How we teach

- **Live, small cohorts.** Real people teaching in real time, with a teaching assistant for every 15 learners.
- **Build first.** Every module ends in working code or a working prompt library, reviewed by a mentor.
- **Measure everything.** Evaluation is part of every course, not an afterthought: if you cannot measure it, you cannot ship it.
- **Respect your time.** Weekend, fast-track and regular batches, recordings within 24 hours, and clear weekly goals.

## Our story

AI Labs started as an evening study group of engineers who were building language-model features at work and could not find training that went beyond demos. The group became a course, the course became a school, and today the same principle guides every program: teach what practitioners actually do, the way they actually do it.

## Our values

1. **Honesty about AI.** We teach the limits as carefully as the capabilities.
2. **Privacy by default.** Our own site uses cookieless analytics and no advertising trackers.
3. **Access.** Instalments without fees, need-based scholarships every batch, and free webinars for everyone.`,
};

const privacy: SeedPage = {
  path: "/privacy",
  title: "Privacy Policy",
  summary:
    "What personal data AI Labs collects (cookieless analytics, chats, applications, payments), why, how long we keep it, and how to use your rights.",
  bodyMarkdown: `This policy explains what personal data AI Labs collects when you use this website and our programs, why we collect it, how long we keep it and what rights you have. The controller is AI Labs; you can reach our privacy team at {email} or {phone}.

## Summary

- We do not use advertising or tracking cookies, and our analytics do not store your IP address.
- We collect the details you give us in forms and chats so that we can answer you, admit you and teach you.
- We never sell your personal data.
- You can ask us for a copy of your data, to correct it or to delete it at any time.

## What we collect and why

### Visits to the website (analytics without cookies)
When a page loads we record the path you visited (without query strings), the day, the width of your screen, the website that referred you if it is another site, and a visitor code. The visitor code is a one-way hash of your IP address and browser user agent mixed with a random value that changes every day and is then deleted, so we can count unique visitors per day but cannot recognise you on another day or across sites. We never store the IP address itself. Known search-engine crawlers are not counted. **Purpose:** understand which pages help visitors. **Legal basis:** our legitimate interest in running the website.

### Cookies we do set
Only cookies needed for the site to work: a session cookie when you sign in, a pre-session cookie that ties a conversation or form to your browser, a security token that protects forms against cross-site request forgery, and a device cookie set when you sign in that lets this browser keep signing in to your account while someone guessing the password elsewhere is locked out. The device cookie holds your account number and a random value signed by us and lasts 180 days; the others contain random identifiers, not personal details. No consent banner is needed for them.

### Live chat
When you start a chat we ask for your name, email address and phone number, and we store the conversation (your messages and the assistant's replies) so that an admissions advisor can follow up. If an outside language-model provider is switched on for the assistant, your messages and the relevant course information are sent to it to compose the answer. **Legal basis:** steps at your request before a contract, and our legitimate interest in answering enquiries.

### Contact requests, callbacks and corporate inquiries
The contact form, the *Request a Callback* form and the corporate training inquiry store the details you enter (name, email, phone, company, team size, your message, preferred call time and topic) and the page you sent them from, as a lead for our admissions or corporate team.

### Newsletter
If you subscribe we store your email address and when you subscribed. Every newsletter has an unsubscribe link; after you unsubscribe we keep only the fact that the address must not be mailed again.

### Bootcamp applications
Your application stores your name, email, phone, country, current role, experience level, background, goals, preferred cohort and optional portfolio link, plus your account if you were signed in. We use it to assess your application, to contact you for an interview and to prepare your enrollment.

### Job and internship applications
When you apply for a job or internship we store your name, contact details, profile link, cover letter and your CV (a PDF file kept on our own servers under a generated name). Only the hiring team can open it.

### Accounts
Your name, username, email address, role and optional avatar link. Passwords are stored only as salted argon2id hashes; password-reset links expire after 60 minutes and can be used once. Sessions end after 7 days without activity and after 30 days at the latest.

### Payments
Course and bootcamp payments are processed by Stripe or, where Stripe is not used, by our own built-in payment system. Card details are entered on the payment provider's page and never reach our servers; we keep the order, amount, status and the provider's payment reference for accounting.

### Emails we send
Confirmation emails (for example after a bootcamp application or a webinar registration), password-reset emails and account notices are stored in our mail queue until they are delivered.

## Who we share data with

- **Payment provider** (Stripe) for payments you make.
- **Email delivery** through our mail server provider, to send the emails above.
- **Language-model provider**, only if the outside assistant is switched on, for chat messages.
- **Hiring partners**, only if you are a graduate and explicitly ask us to introduce you.

Processors act on our instructions under data processing agreements. Where data leaves your country, we rely on adequacy decisions or standard contractual clauses.

## How long we keep data

| Data | Kept for |
| --- | --- |
| Analytics page views | 25 months, without any identifier that lasts beyond one day |
| Chat transcripts and leads | 24 months after the last contact |
| Bootcamp applications not followed by enrollment | 12 months after the decision |
| Job applications and CVs | 12 months after the hiring decision, unless you ask us to delete them sooner |
| Accounts and enrollment records | While your account is active, then 24 months |
| Payment and invoice records | 7 years, as tax law requires |
| Newsletter subscription | Until you unsubscribe |

## Your rights

You can ask us to give you a copy of your data, correct it, delete it, restrict or object to its use, or send it to you in a portable format. You can withdraw consent at any time, and you can complain to your data protection authority. Write to {email}; we answer within 30 days and may ask you to confirm your identity first.

## Security

All traffic is encrypted with TLS, passwords are hashed, sessions are stored only as hashes, access to personal data is limited to the staff who need it, and every administrative action on accounts is logged.

## Children

Our programs are for adults. We do not knowingly collect data from anyone under 16.

## Changes to this policy

When we change this policy we update the date below and, for significant changes, tell registered users by email.`,
};

export const seedSitePages: SeedPage[] = [
  bootcamp,
  bootcampStart,
  corporate,
  community,
  investors,
  about,
  privacy,
];

/** Idempotent: pages are inserted by path and never overwritten (an edited page stays edited). */
export async function seedPages(db: Database, _today: Date): Promise<void> {
  for (const page of seedSitePages) {
    await db.insert(sitePages).values(page).onConflictDoNothing({ target: sitePages.path });
  }
}
