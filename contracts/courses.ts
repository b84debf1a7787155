// The five programs of the spec and the pages their titles map to (banner buttons, menus, cards).
export const coursePages = [
  {
    slug: "ai-engineers",
    path: "/courses/ai-engineers",
    title: "AI Engineering",
    tagline: "Build and ship LLM apps: RAG, agents, evaluation.",
  },
  {
    slug: "machine-learning",
    path: "/courses/machine-learning",
    title: "Machine Learning",
    tagline: "Models that hold up on real data, end to end.",
  },
  {
    slug: "deep-learning",
    path: "/courses/deep-learning",
    title: "Deep Learning",
    tagline: "PyTorch, transformers and training at scale.",
  },
  {
    slug: "ai-business",
    path: "/courses/ai-business",
    title: "AI for Business Leaders",
    tagline: "Pick the use cases that pay off. No code.",
  },
  {
    slug: "prompt-engineering",
    path: "/courses/prompt-engineering",
    title: "Prompt Engineering",
    tagline: "Prompts that work every time, tested and secure.",
  },
] as const;
