import type { seedCourses } from "./seed-content.ts";

/** One module of a seeded course's curriculum, in teaching order: becomes a course_modules row and its lessons. */
export type CurriculumModule = {
  title: string;
  summary: string;
  lessons: { title: string; minutes: number }[];
};

// The course pages' content: details of the five programs, the people who teach them, graduates'
// reviews and each course's own questions. Prices agree with the FAQ (early bird = 10% off the list price).

type CourseSlug = (typeof seedCourses)[number]["slug"];

export type SeedCourseCatalog = {
  tagline: string;
  format: "live_online" | "self_paced" | "hybrid";
  earlyBirdPriceCents: number;
  curriculum: CurriculumModule[];
  toolsCovered: string[];
  certificate: string;
};

export const seedCourseCatalog: Record<CourseSlug, SeedCourseCatalog> = {
  "ai-engineers": {
    tagline: "Build and ship LLM applications: RAG, agents, evaluation and deployment.",
    format: "live_online",
    earlyBirdPriceCents: 224_900,
    curriculum: [
      {
        title: "LLM foundations for engineers",
        summary: "How large language models behave, what they cost and how to call them reliably.",
        lessons: [
          { title: "Tokens, context windows and sampling", minutes: 90 },
          { title: "Calling model APIs: chat, streaming and retries", minutes: 120 },
          { title: "Latency and cost budgets", minutes: 60 },
          { title: "Lab: a streaming chat service in FastAPI", minutes: 150 },
        ],
      },
      {
        title: "Prompting and structured output",
        summary: "Instructions a model follows, and outputs your code can trust.",
        lessons: [
          { title: "System prompts and the instruction hierarchy", minutes: 90 },
          { title: "JSON schemas and function calling", minutes: 120 },
          { title: "Lab: an invoice extraction pipeline with validation", minutes: 150 },
        ],
      },
      {
        title: "Retrieval-augmented generation",
        summary: "Answer questions from your own documents with citations, not guesses.",
        lessons: [
          { title: "Chunking strategies and embeddings", minutes: 90 },
          { title: "Vector search with PostgreSQL and pgvector", minutes: 120 },
          { title: "Hybrid search and re-ranking", minutes: 90 },
          { title: "Lab: question answering over a product manual", minutes: 180 },
        ],
      },
      {
        title: "Agents and tool use",
        summary: "Models that plan, call tools and know when to hand over to a person.",
        lessons: [
          { title: "Tool-calling loops and planning", minutes: 120 },
          { title: "Memory and conversation state", minutes: 90 },
          { title: "Guardrails, timeouts and human approval", minutes: 90 },
          { title: "Lab: a customer-support agent with three tools", minutes: 180 },
        ],
      },
      {
        title: "Evaluating LLM applications",
        summary: "Measure quality before and after every change, automatically.",
        lessons: [
          { title: "Building a test set from real traffic", minutes: 90 },
          { title: "LLM-as-judge and its failure modes", minutes: 90 },
          { title: "Regression tests in continuous integration", minutes: 120 },
        ],
      },
      {
        title: "Security and safety",
        summary: "Defend your application and your users' data.",
        lessons: [
          { title: "Prompt injection and data exfiltration", minutes: 90 },
          { title: "Handling personal data and filtering outputs", minutes: 60 },
          { title: "Red-teaming your own application", minutes: 120 },
        ],
      },
      {
        title: "Deployment and operations",
        summary: "Run LLM services in production without surprises on the invoice.",
        lessons: [
          { title: "Serving, caching and rate limits", minutes: 120 },
          { title: "Tracing and observability with OpenTelemetry", minutes: 90 },
          { title: "Hosted APIs or open-weight models?", minutes: 90 },
          { title: "Lab: deploy with Docker and GitHub Actions", minutes: 150 },
        ],
      },
      {
        title: "Capstone project",
        summary: "Design, build and demo an LLM product of your own with mentor reviews.",
        lessons: [
          { title: "Scoping and design review", minutes: 90 },
          { title: "Mentor check-ins", minutes: 60 },
          { title: "Demo day", minutes: 120 },
        ],
      },
    ],
    toolsCovered: [
      "Python",
      "FastAPI",
      "OpenAI API",
      "Anthropic API",
      "LangGraph",
      "LlamaIndex",
      "PostgreSQL + pgvector",
      "Docker",
      "OpenTelemetry",
      "GitHub Actions",
    ],
    certificate:
      "AI Labs Certified AI Engineer. Awarded when you attend at least 80% of the live sessions, pass the module labs and present a deployed capstone at demo day. Each certificate carries a unique ID that employers can verify online, and you can add it to LinkedIn in one click.",
  },
  "machine-learning": {
    tagline: "Models that hold up on real data, from the first notebook to a served API.",
    format: "live_online",
    earlyBirdPriceCents: 134_900,
    curriculum: [
      {
        title: "Python for data work",
        summary: "The libraries every machine learning project starts with.",
        lessons: [
          { title: "NumPy and pandas essentials", minutes: 120 },
          { title: "Exploratory data analysis", minutes: 90 },
          { title: "Visualising data with matplotlib and seaborn", minutes: 90 },
        ],
      },
      {
        title: "Supervised learning",
        summary: "Regression and classification, and the optimisation behind them.",
        lessons: [
          { title: "Linear and logistic regression", minutes: 120 },
          { title: "Loss functions and gradient descent", minutes: 90 },
          { title: "Regularisation: ridge and lasso", minutes: 60 },
          { title: "Lab: predicting house prices", minutes: 150 },
        ],
      },
      {
        title: "Honest model evaluation",
        summary: "Know how your model will do on data it has never seen.",
        lessons: [
          { title: "Train, validation and test splits", minutes: 60 },
          { title: "Cross-validation", minutes: 90 },
          { title: "Metrics for imbalanced classes", minutes: 90 },
          { title: "Spotting data leakage", minutes: 60 },
        ],
      },
      {
        title: "Trees and ensembles",
        summary: "The workhorses of tabular data.",
        lessons: [
          { title: "Decision trees", minutes: 90 },
          { title: "Random forests", minutes: 90 },
          { title: "Gradient boosting with XGBoost and LightGBM", minutes: 120 },
          { title: "Lab: predicting customer churn", minutes: 150 },
        ],
      },
      {
        title: "Features and unsupervised learning",
        summary: "Better inputs, reproducible pipelines and structure in unlabelled data.",
        lessons: [
          { title: "Encoding categorical and date features", minutes: 60 },
          { title: "Pipelines in scikit-learn", minutes: 90 },
          { title: "Clustering and PCA", minutes: 90 },
        ],
      },
      {
        title: "Shipping models",
        summary: "From notebook to a monitored service, as your capstone.",
        lessons: [
          { title: "Experiment tracking with MLflow", minutes: 90 },
          { title: "Serving a model behind an API", minutes: 120 },
          { title: "Monitoring data drift", minutes: 60 },
          { title: "Capstone presentations", minutes: 120 },
        ],
      },
    ],
    toolsCovered: [
      "Python",
      "Jupyter",
      "pandas",
      "NumPy",
      "scikit-learn",
      "XGBoost",
      "LightGBM",
      "MLflow",
      "FastAPI",
    ],
    certificate:
      "AI Labs Certified Machine Learning Practitioner. Earned by attending at least 80% of the live sessions, completing four graded labs and presenting a capstone model served behind an API. Verifiable online with a unique certificate ID.",
  },
  "deep-learning": {
    tagline: "Neural networks in PyTorch: CNNs, transformers, fine-tuning and training at scale.",
    format: "hybrid",
    earlyBirdPriceCents: 179_900,
    curriculum: [
      {
        title: "Neural network foundations",
        summary: "Tensors, gradients and the training loop, built by hand first.",
        lessons: [
          { title: "Tensors and autograd in PyTorch", minutes: 120 },
          { title: "Backpropagation from scratch", minutes: 120 },
          { title: "Optimisers and learning-rate schedules", minutes: 90 },
        ],
      },
      {
        title: "Training that converges",
        summary: "The practical craft of getting a network to learn.",
        lessons: [
          { title: "Initialisation and normalisation", minutes: 90 },
          { title: "Dropout, weight decay and augmentation", minutes: 90 },
          { title: "Debugging training runs", minutes: 90 },
          { title: "Lab: an image classifier on CIFAR-10", minutes: 150 },
        ],
      },
      {
        title: "Convolutional networks",
        summary: "Computer vision from convolutions to transfer learning.",
        lessons: [
          { title: "Convolutions and receptive fields", minutes: 90 },
          { title: "ResNets and modern CNN architectures", minutes: 90 },
          { title: "Transfer learning for vision", minutes: 120 },
        ],
      },
      {
        title: "Attention and transformers",
        summary: "The architecture behind today's language and vision models.",
        lessons: [
          { title: "Embeddings and recurrent networks", minutes: 90 },
          { title: "The attention mechanism", minutes: 90 },
          { title: "The transformer, layer by layer", minutes: 120 },
          { title: "Lab: a small GPT from scratch", minutes: 180 },
        ],
      },
      {
        title: "Fine-tuning pretrained models",
        summary: "Adapt open models to your data without a data centre.",
        lessons: [
          { title: "Working with Hugging Face Transformers", minutes: 90 },
          { title: "LoRA and parameter-efficient fine-tuning", minutes: 120 },
          { title: "Evaluating fine-tuned models", minutes: 90 },
        ],
      },
      {
        title: "Training at scale",
        summary: "Make full use of every GPU hour.",
        lessons: [
          { title: "Mixed precision and gradient accumulation", minutes: 90 },
          { title: "Distributed data-parallel training", minutes: 120 },
          { title: "Profiling GPU utilisation", minutes: 90 },
        ],
      },
      {
        title: "Capstone project",
        summary: "A research-grade project from proposal to presentation.",
        lessons: [
          { title: "Proposal and baseline", minutes: 90 },
          { title: "Mentor reviews", minutes: 60 },
          { title: "Final presentations", minutes: 120 },
        ],
      },
    ],
    toolsCovered: [
      "PyTorch",
      "torchvision",
      "Hugging Face Transformers",
      "PEFT (LoRA)",
      "Weights & Biases",
      "CUDA",
      "Docker",
    ],
    certificate:
      "AI Labs Certified Deep Learning Engineer. Awarded for attending at least 80% of the live sessions, completing the GPU labs and presenting a capstone with a written report of your experiments. Verifiable online with a unique certificate ID.",
  },
  "ai-business": {
    tagline: "Choose the AI use cases that pay off and lead the teams that deliver them. No code.",
    format: "live_online",
    earlyBirdPriceCents: 80_900,
    curriculum: [
      {
        title: "What AI can and cannot do",
        summary: "A clear-eyed view of today's AI, without the hype.",
        lessons: [
          { title: "Generative and predictive AI in plain language", minutes: 90 },
          { title: "Reading AI demos critically", minutes: 60 },
          { title: "Case studies: wins and expensive failures", minutes: 90 },
        ],
      },
      {
        title: "Finding use cases with a return",
        summary: "From a long wish list to a short portfolio you can defend.",
        lessons: [
          { title: "Mapping workflows to AI opportunities", minutes: 90 },
          { title: "Estimating value, cost and risk", minutes: 90 },
          { title: "Workshop: your use-case portfolio", minutes: 120 },
        ],
      },
      {
        title: "Build, buy or partner",
        summary: "Make sourcing decisions you won't regret in a year.",
        lessons: [
          { title: "The vendor landscape and how to evaluate it", minutes: 90 },
          { title: "Total cost of ownership", minutes: 60 },
          { title: "Running a pilot that proves something", minutes: 90 },
        ],
      },
      {
        title: "Risk, governance and regulation",
        summary: "Adopt AI responsibly and stay on the right side of the rules.",
        lessons: [
          { title: "Data privacy and security", minutes: 90 },
          { title: "The EU AI Act and US guidance", minutes: 90 },
          { title: "Writing an AI use policy for your company", minutes: 60 },
        ],
      },
      {
        title: "Leading AI teams and change",
        summary: "The people side: roles, hiring and adoption.",
        lessons: [
          { title: "AI roles and how to hire for them", minutes: 90 },
          { title: "Change management and adoption", minutes: 90 },
          { title: "Measuring success after launch", minutes: 60 },
        ],
      },
      {
        title: "Capstone: your AI strategy",
        summary: "Present a board-ready AI plan for your own organisation.",
        lessons: [
          { title: "Peer review of strategy drafts", minutes: 90 },
          { title: "Final presentations and feedback", minutes: 120 },
        ],
      },
    ],
    toolsCovered: [
      "ChatGPT Enterprise",
      "Microsoft Copilot",
      "Google Gemini",
      "Claude",
      "AI use-case canvas",
      "ROI model template",
    ],
    certificate:
      "AI Labs Certificate in AI Leadership. Awarded when you attend at least 80% of the live sessions and present your capstone AI strategy to the cohort. Verifiable online with a unique certificate ID.",
  },
  "prompt-engineering": {
    tagline: "Prompts that work every time: structured, tested and secure.",
    format: "hybrid",
    earlyBirdPriceCents: 44_900,
    curriculum: [
      {
        title: "How models read prompts",
        summary: "What happens between your words and the model's answer.",
        lessons: [
          { title: "Tokens, context and temperature", minutes: 60 },
          { title: "Anatomy of a reliable prompt", minutes: 60 },
          { title: "Roles and system prompts", minutes: 45 },
        ],
      },
      {
        title: "Reliable outputs",
        summary: "Answers in the shape and quality you asked for.",
        lessons: [
          { title: "Structured output and JSON", minutes: 60 },
          { title: "Few-shot examples that generalise", minutes: 60 },
          { title: "Step-by-step reasoning prompts", minutes: 45 },
        ],
      },
      {
        title: "Tools, documents and templates",
        summary: "Prompts that work with your data and your software.",
        lessons: [
          { title: "Function calling basics", minutes: 60 },
          { title: "Prompting with long documents", minutes: 60 },
          { title: "Reusable prompt templates and variables", minutes: 45 },
        ],
      },
      {
        title: "Testing prompts",
        summary: "Stop guessing which version is better.",
        lessons: [
          { title: "Building a small test set", minutes: 60 },
          { title: "Comparing prompts side by side", minutes: 45 },
          { title: "Measuring cost per task", minutes: 30 },
        ],
      },
      {
        title: "Prompt security",
        summary: "Keep your prompts and your users safe.",
        lessons: [
          { title: "Prompt injection, explained with live attacks", minutes: 60 },
          { title: "Jailbreaks and guardrails", minutes: 45 },
          { title: "Final project review", minutes: 90 },
        ],
      },
    ],
    toolsCovered: [
      "ChatGPT",
      "Claude",
      "Google Gemini",
      "OpenAI Playground",
      "AI Labs Prompt Sandbox",
      "promptfoo",
    ],
    certificate:
      "AI Labs Certificate in Prompt Engineering. Earned by completing the self-paced lessons, joining the live weekend workshops and passing a final project: a tested prompt library for a real task from your work. Verifiable online with a unique certificate ID.",
  },
};

export type SeedInstructor = {
  slug: string;
  name: string;
  jobTitle: string;
  bio: string;
};

export const seedInstructors: SeedInstructor[] = [
  {
    slug: "priya-raman",
    name: "Priya Raman",
    jobTitle: "Lead Instructor, AI Engineering",
    bio: "Priya spent eight years building search and recommendation systems, most recently leading the team that put retrieval-augmented assistants into production at a payments company. She has taught more than 1,200 engineers at AI Labs and still reviews every capstone design herself.",
  },
  {
    slug: "daniel-okafor",
    name: "Daniel Okafor",
    jobTitle: "Senior ML Engineer, LLM Platforms",
    bio: "Daniel builds the platform side of LLM products: evaluation pipelines, tracing and cost controls for services that answer millions of requests a month. He teaches the deployment, evaluation and security modules and runs the weekend office hours.",
  },
  {
    slug: "elena-vasquez",
    name: "Elena Vasquez",
    jobTitle: "Principal Data Scientist",
    bio: "Elena has shipped forecasting and pricing models in retail and logistics for over a decade. She is known for making students validate their models honestly before they celebrate, and mentors our Machine Learning cohorts from first notebook to capstone.",
  },
  {
    slug: "marcus-chen",
    name: "Marcus Chen",
    jobTitle: "Deep Learning Research Engineer",
    bio: "Marcus trained perception models for autonomous vehicles before moving to large-scale transformer training. He holds a PhD in computer vision and leads the Deep Learning course's labs on CNNs, distributed training and GPU profiling.",
  },
  {
    slug: "sarah-whitfield",
    name: "Sarah Whitfield",
    jobTitle: "AI Strategy Advisor",
    bio: "Sarah was VP of Product at a healthcare software company, where she took three AI products from pilot to revenue. She now advises leadership teams on AI portfolios and governance, and brings real board decks and post-mortems into every session.",
  },
  {
    slug: "tomas-lindqvist",
    name: "Tomás Lindqvist",
    jobTitle: "Applied NLP Engineer",
    bio: "Tomás works on language model evaluation and safety, and has red-teamed chat assistants for banks and public agencies. He designed our prompt security curriculum and co-teaches the transformer modules of Deep Learning.",
  },
];

/** Who teaches which course, in the order the page lists them (seeded into course_instructor_profiles). */
export const seedCourseInstructorSlugs: Record<CourseSlug, string[]> = {
  "ai-engineers": ["priya-raman", "daniel-okafor"],
  "machine-learning": ["elena-vasquez", "marcus-chen"],
  "deep-learning": ["marcus-chen", "tomas-lindqvist"],
  "ai-business": ["sarah-whitfield"],
  "prompt-engineering": ["tomas-lindqvist", "priya-raman"],
};

export type SeedReview = {
  code: string;
  courseSlug: CourseSlug;
  authorName: string;
  authorRole: string;
  rating: number;
  body: string;
  featured?: boolean;
  /** Days before the seed date: keeps "newest first" stable and the dates plausible. */
  daysAgo: number;
};

export const seedReviews: SeedReview[] = [
  // AI Engineering
  {
    code: "ai-engineers-maya-torres",
    courseSlug: "ai-engineers",
    authorName: "Maya Torres",
    authorRole: "Backend engineer at a logistics startup",
    rating: 5,
    body: "The RAG module alone paid for the course. By week six I had replaced our keyword search over carrier contracts with hybrid retrieval and citations, and our operations team stopped pinging engineering for answers.",
    featured: true,
    daysAgo: 12,
  },
  {
    code: "ai-engineers-jonas-becker",
    courseSlug: "ai-engineers",
    authorName: "Jonas Becker",
    authorRole: "Senior software engineer, fintech",
    rating: 5,
    body: "What I valued most was the evaluation module. We now run a 300-question regression set in CI before every prompt change, and it has already caught two regressions that would have gone to customers.",
    daysAgo: 27,
  },
  {
    code: "ai-engineers-aisha-bello",
    courseSlug: "ai-engineers",
    authorName: "Aisha Bello",
    authorRole: "Full-stack developer",
    rating: 4,
    body: "Dense and practical. The agent labs were the hardest part of the course and the most useful. I would have liked one more session on cost optimisation, but the office hours filled that gap.",
    daysAgo: 41,
  },
  {
    code: "ai-engineers-kenji-watanabe",
    courseSlug: "ai-engineers",
    authorName: "Kenji Watanabe",
    authorRole: "Platform engineer, e-commerce",
    rating: 5,
    body: "Priya's design reviews are worth the price on their own. My capstone, a returns assistant with three tools and human approval for refunds, is now running in production for our support team.",
    daysAgo: 63,
  },
  {
    code: "ai-engineers-laura-mendes",
    courseSlug: "ai-engineers",
    authorName: "Laura Mendes",
    authorRole: "Data engineer, healthcare",
    rating: 4,
    body: "Great balance of theory and labs. The security module changed how our team handles patient documents in prompts. The weekend schedule is intense with a full-time job, so plan your weekends.",
    daysAgo: 88,
  },
  {
    code: "ai-engineers-omar-haddad",
    courseSlug: "ai-engineers",
    authorName: "Omar Haddad",
    authorRole: "Software engineer, public sector",
    rating: 3,
    body: "The content is excellent, but the first two weeks moved faster than I expected on async Python. Brush up on that before you start. The second half of the course was much smoother for me.",
    daysAgo: 115,
  },
  {
    code: "ai-engineers-grace-lin",
    courseSlug: "ai-engineers",
    authorName: "Grace Lin",
    authorRole: "Tech lead, media company",
    rating: 5,
    body: "I came for agents and left with an observability setup. Tracing every LLM call with OpenTelemetry made our latency problems obvious within a day.",
    daysAgo: 140,
  },
  // Machine Learning
  {
    code: "machine-learning-rachel-kim",
    courseSlug: "machine-learning",
    authorName: "Rachel Kim",
    authorRole: "Data analyst at a logistics company",
    rating: 5,
    body: "I went from Excel and SQL to shipping a delivery-delay model that the dispatch team uses every morning. Elena's lesson on data leakage saved my capstone from a model that only looked good on paper.",
    featured: true,
    daysAgo: 9,
  },
  {
    code: "machine-learning-tunde-adeyemi",
    courseSlug: "machine-learning",
    authorName: "Tunde Adeyemi",
    authorRole: "Business intelligence developer",
    rating: 5,
    body: "The pace was right for a beginner. Every concept came with a notebook we could break and fix, and the churn lab used messy real data instead of a toy dataset.",
    daysAgo: 22,
  },
  {
    code: "machine-learning-sofia-rossi",
    courseSlug: "machine-learning",
    authorName: "Sofia Rossi",
    authorRole: "Marketing analyst",
    rating: 4,
    body: "Clear explanations of cross-validation and metrics I had been using wrong for years. The gradient boosting session was a lot to absorb in one evening, but the recording helped.",
    daysAgo: 35,
  },
  {
    code: "machine-learning-ben-carter",
    courseSlug: "machine-learning",
    authorName: "Ben Carter",
    authorRole: "Mechanical engineer moving into data science",
    rating: 5,
    body: "I now have a portfolio project I can actually explain in interviews: a predictive maintenance model with a FastAPI endpoint and drift monitoring. Two interviewers asked about it in detail.",
    daysAgo: 58,
  },
  {
    code: "machine-learning-hannah-schmidt",
    courseSlug: "machine-learning",
    authorName: "Hannah Schmidt",
    authorRole: "Research assistant, public health",
    rating: 4,
    body: "Solid fundamentals and very patient instructors. I would have liked more on time series, which the course only touches on, but I know where to go next.",
    daysAgo: 79,
  },
  {
    code: "machine-learning-arjun-mehta",
    courseSlug: "machine-learning",
    authorName: "Arjun Mehta",
    authorRole: "Product manager, SaaS",
    rating: 3,
    body: "Good course, but more hands-on coding than I expected as a product manager. If you have not written Python before, do the warm-up seriously. I still learned enough to talk to my data team on equal terms.",
    daysAgo: 101,
  },
  {
    code: "machine-learning-chloe-dubois",
    courseSlug: "machine-learning",
    authorName: "Chloé Dubois",
    authorRole: "Junior data scientist",
    rating: 5,
    body: "The MLflow and deployment week turned my notebooks into something my team can rerun. Best structured learning I have done since university.",
    daysAgo: 126,
  },
  {
    code: "machine-learning-victor-nguyen",
    courseSlug: "machine-learning",
    authorName: "Victor Nguyen",
    authorRole: "Operations lead, retail",
    rating: 4,
    body: "Practical and well organised. Our store-level demand model from the capstone beat our spreadsheet forecast by a clear margin in the first month.",
    daysAgo: 150,
  },
  // Deep Learning
  {
    code: "deep-learning-ivan-petrov",
    courseSlug: "deep-learning",
    authorName: "Ivan Petrov",
    authorRole: "Machine learning engineer, computer vision",
    rating: 5,
    body: "Writing backpropagation by hand before touching PyTorch's autograd made everything after it click. The GPU profiling lab cut our training time by a third at work the week after.",
    featured: true,
    daysAgo: 16,
  },
  {
    code: "deep-learning-amara-osei",
    courseSlug: "deep-learning",
    authorName: "Amara Osei",
    authorRole: "Data scientist, insurance",
    rating: 5,
    body: "Building a small GPT from scratch was the highlight. I finally understand what attention is doing instead of treating transformers as a black box.",
    daysAgo: 38,
  },
  {
    code: "deep-learning-lucas-moreau",
    courseSlug: "deep-learning",
    authorName: "Lucas Moreau",
    authorRole: "PhD student, robotics",
    rating: 4,
    body: "Rigorous and fast. The LoRA fine-tuning session was directly useful for my research. The self-paced labs need more time than the suggested hours, at least for me.",
    daysAgo: 66,
  },
  {
    code: "deep-learning-nadia-rahman",
    courseSlug: "deep-learning",
    authorName: "Nadia Rahman",
    authorRole: "Software engineer, medical imaging",
    rating: 4,
    body: "Marcus knows where training goes wrong and shows you how to see it in the loss curves. I would recommend the Machine Learning course first if your fundamentals are rusty.",
    daysAgo: 97,
  },
  {
    code: "deep-learning-peter-novak",
    courseSlug: "deep-learning",
    authorName: "Peter Novak",
    authorRole: "Backend developer",
    rating: 3,
    body: "Excellent material, but the math in the first module was a steep climb for me. The instructors were generous with extra office hours, and it got better once we reached CNNs.",
    daysAgo: 131,
  },
  {
    code: "deep-learning-yuki-tanaka",
    courseSlug: "deep-learning",
    authorName: "Yuki Tanaka",
    authorRole: "ML engineer, speech recognition",
    rating: 5,
    body: "The distributed training module is the best practical material on the topic I have found. Mixed precision and gradient accumulation are now standard in our team's training scripts.",
    daysAgo: 158,
  },
  // AI for Business Leaders
  {
    code: "ai-business-michael-grant",
    courseSlug: "ai-business",
    authorName: "Michael Grant",
    authorRole: "COO, regional insurance carrier",
    rating: 5,
    body: "We walked in with eleven AI ideas and walked out with three funded pilots and a clear reason to drop the rest. The ROI workshop is the most useful two hours I have spent this year.",
    daysAgo: 19,
  },
  {
    code: "ai-business-fatima-zahra",
    courseSlug: "ai-business",
    authorName: "Fatima Zahra",
    authorRole: "Head of customer experience, telecom",
    rating: 5,
    body: "Sarah's build-versus-buy framework saved us from signing a two-year contract for a tool we did not need. No jargon, and no pretending AI is magic.",
    daysAgo: 47,
  },
  {
    code: "ai-business-david-ellis",
    courseSlug: "ai-business",
    authorName: "David Ellis",
    authorRole: "Founder, B2B software company",
    rating: 4,
    body: "The governance and EU AI Act session was exactly what our board was asking about. The peer group of other leaders was as valuable as the content.",
    daysAgo: 84,
  },
  {
    code: "ai-business-catherine-wu",
    courseSlug: "ai-business",
    authorName: "Catherine Wu",
    authorRole: "Director of operations, hospital network",
    rating: 4,
    body: "Practical and grounded in real cases. I presented my capstone strategy to our executive team almost unchanged, and the AI use policy template is now our official policy.",
    daysAgo: 122,
  },
  {
    code: "ai-business-robert-hughes",
    courseSlug: "ai-business",
    authorName: "Robert Hughes",
    authorRole: "VP of sales, manufacturing",
    rating: 3,
    body: "Useful overview, though some of the early sessions covered ground I already knew from reading. The later modules on vendors and team roles made up for it.",
    daysAgo: 145,
  },
  // Prompt Engineering
  {
    code: "prompt-engineering-emily-brooks",
    courseSlug: "prompt-engineering",
    authorName: "Emily Brooks",
    authorRole: "Content operations manager",
    rating: 5,
    body: "Four weeks, and our team now has a tested prompt library for product descriptions that returns valid JSON every time. The side-by-side comparison technique ended a lot of arguments.",
    daysAgo: 6,
  },
  {
    code: "prompt-engineering-samuel-ortiz",
    courseSlug: "prompt-engineering",
    authorName: "Samuel Ortiz",
    authorRole: "Customer support team lead",
    rating: 5,
    body: "Perfect for non-engineers. The live prompt injection demos were eye-opening, and we changed how our support macros use the assistant the very next week.",
    daysAgo: 24,
  },
  {
    code: "prompt-engineering-ingrid-larsen",
    courseSlug: "prompt-engineering",
    authorName: "Ingrid Larsen",
    authorRole: "UX writer",
    rating: 4,
    body: "Short, focused and practical. The self-paced lessons fit around my job and the Saturday workshops kept me accountable. I wish the final project had a little more feedback time.",
    daysAgo: 52,
  },
  {
    code: "prompt-engineering-kwame-mensah",
    courseSlug: "prompt-engineering",
    authorName: "Kwame Mensah",
    authorRole: "Software developer",
    rating: 4,
    body: "Even as a developer I learned a lot about few-shot design and testing prompts with promptfoo. A great on-ramp before the AI Engineering course.",
    daysAgo: 77,
  },
  {
    code: "prompt-engineering-julia-novak",
    courseSlug: "prompt-engineering",
    authorName: "Julia Novak",
    authorRole: "Paralegal",
    rating: 5,
    body: "I use what I learned every day for summarising contracts. Knowing how to ask for citations and structured output made the assistant trustworthy enough for my work.",
    daysAgo: 109,
  },
  {
    code: "prompt-engineering-marco-bianchi",
    courseSlug: "prompt-engineering",
    authorName: "Marco Bianchi",
    authorRole: "Marketing manager",
    rating: 3,
    body: "Good material, but the first week repeated things I already knew from using ChatGPT daily. From week two onward, structured output and testing, it was well worth it.",
    daysAgo: 137,
  },
];

export type SeedCourseFaq = { question: string; answer: string };

export const seedCourseFaqs: Record<CourseSlug, SeedCourseFaq[]> = {
  "ai-engineers": [
    {
      question: "Do I need machine learning experience for AI Engineering?",
      answer:
        "No. You need comfortable Python and some experience with REST APIs. We treat models as components you call, test and deploy; the math stays optional.",
    },
    {
      question: "Which models and providers do we use?",
      answer:
        "Labs run against hosted APIs (OpenAI and Anthropic) and one open-weight model, so you learn to compare them. We provide API credits for the course; you don't pay for model usage during labs.",
    },
    {
      question: "How much time should I plan each week?",
      answer:
        "The live sessions plus about 5 to 7 hours of lab and project work. Capstone weeks are heavier; most students block one extra evening.",
    },
    {
      question: "What do I build for the capstone?",
      answer:
        "An LLM application of your choice, usually a problem from your own work: scoped in a design review, built with mentor check-ins, evaluated with your own test set and deployed for demo day.",
    },
    {
      question: "Can my employer pay for the course?",
      answer:
        "Yes. We issue invoices to companies, and teams of 3 or more from the same company get 15% off. Ask admissions for a quote before you enroll.",
    },
  ],
  "machine-learning": [
    {
      question: "Is Machine Learning suitable for complete beginners?",
      answer:
        "Yes, if you know basic Python. We send a free warm-up module before the first class, and the first two weeks cover the data tools from scratch.",
    },
    {
      question: "How much math do I need?",
      answer:
        "High-school algebra is enough. We explain gradient descent and regularisation visually and in code; no proofs are required.",
    },
    {
      question: "Will I have a portfolio project at the end?",
      answer:
        "Yes. Your capstone is a model trained on real data, tracked in MLflow and served behind an API, with a short write-up you can share with employers.",
    },
    {
      question: "What comes after this course?",
      answer:
        "Graduates usually continue with Deep Learning for neural networks or AI Engineering for LLM applications. Both accept this course as their prerequisite.",
    },
  ],
  "deep-learning": [
    {
      question: "Do I need my own GPU for Deep Learning?",
      answer:
        "No. Every student gets cloud GPU hours for the labs and the capstone. A laptop with a modern browser is enough.",
    },
    {
      question: "What does the hybrid format mean?",
      answer:
        "Two live evening sessions a week for lectures, reviews and Q&A, plus self-paced GPU labs you complete on your own schedule before the next session.",
    },
    {
      question: "I haven't taken your Machine Learning course. Can I still join?",
      answer:
        "Yes, if you have trained and evaluated models before (for example with scikit-learn) and are comfortable with linear algebra and derivatives. Admissions can send you a short self-check.",
    },
    {
      question: "Can I fine-tune large language models in this course?",
      answer:
        "Yes. The fine-tuning module covers LoRA on open models up to about 8 billion parameters, sized to fit the GPUs we provide.",
    },
  ],
  "ai-business": [
    {
      question: "Is there any coding in AI for Business Leaders?",
      answer:
        "None. Exercises use AI assistants through their normal interfaces, spreadsheets and workshop canvases.",
    },
    {
      question: "Who are the other participants?",
      answer:
        "Executives, directors, founders and senior managers from a wide range of industries. Cohorts are capped at 35 so every session can be discussion-based.",
    },
    {
      question: "Can I bring my company's real use cases?",
      answer:
        "Yes, and we encourage it. Sessions run under a confidentiality agreement, and the capstone is a strategy for your own organisation.",
    },
    {
      question: "Do you run this course privately for leadership teams?",
      answer:
        "Yes. We deliver it as a private program for leadership teams, online or on site, tailored to your industry. See corporate training or contact admissions.",
    },
  ],
  "prompt-engineering": [
    {
      question: "Is Prompt Engineering for non-technical people?",
      answer:
        "Yes. If you use a chat assistant at work, you can take this course. The optional exercises on function calling include ready-made code.",
    },
    {
      question: "How is the course delivered?",
      answer:
        "Self-paced video lessons during the week and a live four-hour workshop every Saturday, where you practise on real tasks and get feedback.",
    },
    {
      question: "Which AI tools do I need?",
      answer:
        "A free account with at least one major assistant (ChatGPT, Claude or Gemini). We also use the AI Labs Prompt Sandbox, which needs no account at all.",
    },
    {
      question: "How long do I keep access to the lessons?",
      answer:
        "The recorded lessons, workshop recordings and your prompt library stay available to you for 12 months after the course ends.",
    },
    {
      question: "Does this course lead to AI Engineering?",
      answer:
        "It is a good on-ramp. Graduates who also know Python often join AI Engineering next, where prompting becomes part of building full applications.",
    },
  ],
};

export type SeedExtraBatch = {
  courseSlug: CourseSlug;
  type: "weekend" | "fast_track" | "regular";
  /** Months after the current one; the start is the first `weekday` (0 = Sunday) of that month. */
  monthOffset: number;
  weekday: number;
  schedule: string;
  seatsTotal: number;
  seatsTaken: number;
};

// More cohorts beside the first release's one per course, so pages offer a choice of schedules (one
// popular weekend cohort is already full). Few on purpose: the banner shows one dot per upcoming batch.
export const seedExtraBatches: SeedExtraBatch[] = [
  {
    courseSlug: "ai-engineers",
    type: "fast_track",
    monthOffset: 2,
    weekday: 1,
    schedule: "Mon-Thu, 18:30-21:30 ET",
    seatsTotal: 25,
    seatsTaken: 6,
  },
  {
    courseSlug: "machine-learning",
    type: "weekend",
    monthOffset: 1,
    weekday: 6,
    schedule: "Sat & Sun, 10:00-13:00 ET",
    seatsTotal: 30,
    seatsTaken: 30,
  },
  {
    courseSlug: "deep-learning",
    type: "weekend",
    monthOffset: 3,
    weekday: 6,
    schedule: "Sat, 10:00-14:00 ET, plus self-paced GPU labs",
    seatsTotal: 24,
    seatsTaken: 3,
  },
  {
    courseSlug: "ai-business",
    type: "fast_track",
    monthOffset: 2,
    weekday: 1,
    schedule: "Mon-Thu, 12:00-13:30 ET",
    seatsTotal: 30,
    seatsTaken: 9,
  },
];
