// The public pages of SPEC.md section 2 that render inside the shell with their own title and a
// statement of what they will hold, until the issue that owns each page builds it.
export type SitePage = {
  path: string;
  title: string;
  description: string;
  heading: string;
  /** What the finished page will hold, shown to visitors meanwhile. */
  holds: string;
  /** Search engines should not index it (auth and transactional pages). */
  noindex?: boolean;
};

export const sitePages: readonly SitePage[] = [
  {
    path: "/courses",
    title: "AI Certification Courses | AI Labs",
    description:
      "Browse AI Labs certification courses in AI engineering, machine learning, deep learning, prompt engineering and AI for business.",
    heading: "AI certification courses",
    holds: "The full catalog with filters by level and format, prices and upcoming batch dates.",
  },
  {
    path: "/courses/checkout",
    title: "Checkout | AI Labs",
    description: "Complete your enrollment in an AI Labs course.",
    heading: "Checkout",
    holds: "Your order summary, early-bird and coupon pricing, and secure payment for your chosen batch.",
    noindex: true,
  },
  {
    path: "/courses/ai-engineers",
    title: "AI Engineering Certification | AI Labs",
    description:
      "Build production LLM applications: RAG, agents, evaluation and deployment. 16-week certification.",
    heading: "AI Engineering",
    holds:
      "The curriculum, instructors, reviews, FAQ and upcoming batches of the AI Engineering certification.",
  },
  {
    path: "/courses/machine-learning",
    title: "Machine Learning Certification | AI Labs",
    description:
      "From linear models to gradient boosting, validated and shipped on real data. 12-week certification.",
    heading: "Machine Learning",
    holds:
      "The curriculum, instructors, reviews, FAQ and upcoming batches of the Machine Learning certification.",
  },
  {
    path: "/courses/deep-learning",
    title: "Deep Learning Certification | AI Labs",
    description:
      "Neural networks with PyTorch: CNNs, transformers, fine-tuning and training at scale. 14 weeks.",
    heading: "Deep Learning",
    holds:
      "The curriculum, instructors, reviews, FAQ and upcoming batches of the Deep Learning certification.",
  },
  {
    path: "/courses/prompt-engineering",
    title: "Prompt Engineering Certification | AI Labs",
    description:
      "Structured outputs, few-shot design, tool use, evaluation and prompt security. 4-week certification.",
    heading: "Prompt Engineering",
    holds:
      "The curriculum, instructors, reviews, FAQ and upcoming batches of the Prompt Engineering certification.",
  },
  {
    path: "/courses/ai-business",
    title: "AI for Business Leaders | AI Labs",
    description:
      "Use-case selection, build versus buy, risk and governance, leading AI teams. 6 weeks, no code.",
    heading: "AI for Business Leaders",
    holds: "The curriculum, instructors, reviews, FAQ and upcoming batches of AI for Business Leaders.",
  },
  {
    path: "/ai-bootcamp",
    title: "AI Engineering Bootcamp | AI Labs",
    description: "A live, cohort-based AI bootcamp with mentors, projects and career support.",
    heading: "AI Bootcamp",
    holds: "The bootcamp overview: cohorts, curriculum, mentors, outcomes and tuition.",
  },
  {
    path: "/ai-bootcamp/start",
    title: "Start your AI Bootcamp journey | AI Labs",
    description: "How admission to the AI Labs bootcamp works, step by step.",
    heading: "Start your bootcamp journey",
    holds: "The admission steps, from application to your first live class.",
  },
  {
    path: "/ai-bootcamp/apply",
    title: "Apply to the AI Bootcamp | AI Labs",
    description: "Apply to the next AI Labs bootcamp cohort.",
    heading: "Apply to the AI Bootcamp",
    holds: "The application form: your details, background, goals and preferred batch.",
  },
  {
    path: "/ai-bootcamp/enroll",
    title: "Enroll in the AI Bootcamp | AI Labs",
    description: "Choose your bootcamp batch and payment plan.",
    heading: "Enroll in the AI Bootcamp",
    holds: "Batch selection and payment plans (full payment or three monthly instalments).",
    noindex: true,
  },
  {
    path: "/ai-bootcamp/payment",
    title: "Bootcamp payment | AI Labs",
    description: "Pay for your AI Labs bootcamp seat.",
    heading: "Bootcamp payment",
    holds: "Secure payment for your bootcamp seat.",
    noindex: true,
  },
  {
    path: "/ai-bootcamp/payment-success",
    title: "Payment received | AI Labs",
    description: "Your AI Labs bootcamp payment was received.",
    heading: "Payment received",
    holds: "Your order confirmation and the next steps before your cohort starts.",
    noindex: true,
  },
  {
    path: "/payment-success",
    title: "Payment successful | AI Labs",
    description: "Your AI Labs course payment was received.",
    heading: "Payment successful",
    holds: "Your order confirmation, receipt and how to join your first class.",
    noindex: true,
  },
  {
    path: "/sandbox",
    title: "Prompt Sandbox | AI Labs",
    description: "A prompt-engineering playground: count tokens, estimate costs and try prompt templates.",
    heading: "Prompt Sandbox",
    holds:
      "A prompt playground with token counting, per-model cost estimates and templates from our courses.",
  },
  {
    path: "/investors",
    title: "Investors | AI Labs",
    description: "Investor information about AI Labs.",
    heading: "Investors",
    holds: "Our mission, traction and how to reach the investor relations team.",
  },
  {
    path: "/about",
    title: "About AI Labs",
    description:
      "AI Labs trains engineers and leaders in applied AI through certifications and a live bootcamp.",
    heading: "About AI Labs",
    holds: "Our mission, our team and the numbers behind our programs.",
  },
  {
    path: "/community",
    title: "Community | AI Labs",
    description: "Join the AI Labs community of learners, mentors and alumni.",
    heading: "Community",
    holds: "What the community offers (study groups, project reviews, events) and how to join.",
  },
  {
    path: "/corporate-training",
    title: "Corporate AI Training | AI Labs",
    description: "AI upskilling for teams: tailored programs, live workshops and certification at scale.",
    heading: "Corporate AI training",
    holds: "Our training offer for companies and an inquiry form for your team.",
  },
  {
    path: "/blog",
    title: "Blog | AI Labs",
    description:
      "Articles on applied AI, machine learning careers and prompt engineering from the AI Labs team.",
    heading: "Blog",
    holds: "Articles from our instructors on applied AI, careers and tools.",
  },
  {
    path: "/webinars",
    title: "Webinars | AI Labs",
    description: "Free live webinars on AI engineering and machine learning.",
    heading: "Webinars",
    holds: "Upcoming and past webinars, with registration for the next ones.",
  },
  {
    path: "/podcast",
    title: "Podcast | AI Labs",
    description: "The AI Labs podcast: conversations with practitioners building with AI.",
    heading: "Podcast",
    holds: "Episodes with show notes and audio.",
  },
  {
    path: "/internship",
    title: "Internship | AI Labs",
    description: "AI internships at AI Labs for graduates of our programs.",
    heading: "Internship",
    holds: "Open internship positions and an application form with CV upload.",
  },
  {
    path: "/careers",
    title: "Careers | AI Labs",
    description: "Work at AI Labs: open positions in teaching, engineering and operations.",
    heading: "Careers",
    holds: "Open positions and an application form with CV upload.",
  },
  {
    path: "/privacy",
    title: "Privacy Policy | AI Labs",
    description: "How AI Labs collects, uses and protects your data.",
    heading: "Privacy Policy",
    holds:
      "What we collect (cookie-free analytics, chat transcripts, leads, payments), why, and your rights.",
  },
  {
    path: "/contact",
    title: "Contact | AI Labs",
    description: "Contact the AI Labs admissions team.",
    heading: "Contact us",
    holds: "Our contact details and a contact form.",
  },
  {
    path: "/search",
    title: "Search | AI Labs",
    description: "Search AI Labs courses, articles, webinars and podcast episodes.",
    heading: "Search",
    holds: "Search across courses, articles, webinars and podcast episodes.",
    noindex: true,
  },
  {
    path: "/seo-preview",
    title: "SEO Preview | AI Labs",
    description: "Preview how any AI Labs page appears in search results and social shares.",
    heading: "SEO Preview",
    holds: "Enter a path to see its search-result snippet, social card and structured data.",
    noindex: true,
  },
];

export function sitePageByPattern(pattern: string): SitePage | undefined {
  return sitePages.find((page) => page.path === pattern);
}
