// The article lessons of each course's first module, which the course player seeds so a new student
// opens real teaching material on day one rather than placeholders (issue 14). Kept apart from
// seed-catalog-content.ts because the curriculum there is the catalog's outline, and its lesson titles are
// the keys here: seed-lesson-articles.unit.test.ts fails if a title changes on one side only.
// Bodies are Markdown, rendered and sanitised on read (server/lib/markdown.ts), with no h1: the lesson's
// title is the page's. Prices, model names and library APIs are as of early 2026.

// ai-engineers

const tokensContextWindowsAndSampling = `A large language model never sees your text as letters or words. It sees **tokens**, and almost every practical limit you will hit in this course (how much fits in a request, how much it costs, how long it takes) is counted in them. This lesson gives you the mental model you need before you write a single API call.

## Tokens

A tokenizer splits text into pieces from a fixed vocabulary, typically 100,000 to 200,000 entries built with byte-pair encoding. Common English words are usually one token; rare words, names, code and non-English text split into several. A useful rule of thumb for English prose is about four characters, or three quarters of a word, per token. Do not trust the rule for code, JSON or other languages: measure.

\`\`\`python
import tiktoken

enc = tiktoken.get_encoding("o200k_base")  # the encoding of OpenAI's recent models
for text in ["Hello, world!", "Kubernetes", '{"invoice_id": "INV-2026-0042"}']:
    ids = enc.encode(text)
    print(len(ids), [enc.decode([i]) for i in ids])
\`\`\`

Each provider has its own tokenizer, so the same text costs a different number of tokens on different models. Anthropic's API offers a token-counting endpoint (\`client.messages.count_tokens(...)\` in the Python SDK); use the provider's count, not another vendor's tokenizer, when a budget matters.

## Context windows

The **context window** is the maximum number of tokens a single request can hold: system prompt, conversation history, retrieved documents, tool definitions **and** the model's answer. Two consequences follow:

- A request fails, or the provider truncates it, when input plus the requested output exceeds the window. Reserve room for the answer with \`max_tokens\` (or \`max_output_tokens\`).
- A large window is not free attention. Models recall facts from the beginning and end of a long prompt more reliably than from the middle, and every extra token adds cost and latency. Send what the task needs, not everything you have.

Chat applications resend the whole history on every turn, so a conversation's cost grows with its length. You will manage that later with summaries and retrieval; for now, simply log the token usage every response reports.

## Sampling

At each step the model produces a probability distribution over the next token. **Sampling** decides which token is chosen:

| Setting | What it does | Typical use |
| --- | --- | --- |
| \`temperature\` | Sharpens (low) or flattens (high) the distribution | 0 to 0.3 for extraction, 0.7 to 1 for drafting |
| \`top_p\` | Samples only from the smallest set of tokens whose probabilities add up to *p* | Usually left at the default; change it or temperature, not both |
| \`top_k\` | Samples only from the *k* most likely tokens (not every API exposes it) | Rarely needed |

Temperature 0 means "almost always pick the most likely token". It does **not** guarantee identical answers across calls: batching and floating-point differences on the provider's side still cause small variations. If your system needs repeatable output, validate the output instead of relying on the sampler. Note too that some reasoning models fix their own sampling and reject or ignore \`temperature\`; check the model's documentation before you tune it.

## What to take into the lab

- Count tokens with the provider's tooling and log \`usage\` from every response.
- Budget the context window: instructions + history + documents + answer.
- Pick sampling settings per task, and test them rather than guessing.

## Check your understanding

1. Why might a 2,000-word JSON document use far more tokens than a 2,000-word English essay?
2. Your request has 120,000 input tokens and the model's window is 128,000. What goes wrong if you ask for \`max_tokens=16000\`?
3. A colleague sets temperature to 0 and expects byte-identical answers in a test. What would you tell them?
`;

const callingModelApis = `Every LLM feature you build in this course rests on one operation: send a list of messages, get a completion back. Doing that once in a notebook is easy. Doing it a million times in production, with streaming, timeouts and transient errors, is the engineering this lesson covers.

## The chat request

Both major APIs take a conversation as a list of messages with roles. With Anthropic's Messages API the system prompt is a separate parameter and \`max_tokens\` is required:

\`\`\`python
import anthropic

client = anthropic.Anthropic(max_retries=3, timeout=30.0)  # reads ANTHROPIC_API_KEY

response = client.messages.create(
    model="claude-sonnet-4-5",
    max_tokens=500,
    system="You answer questions about the AI Labs course catalog. Be brief.",
    messages=[{"role": "user", "content": "Which course covers pgvector?"}],
)
print(response.content[0].text)
print(response.usage.input_tokens, response.usage.output_tokens)
\`\`\`

OpenAI's current interface is the Responses API (\`client.responses.create(model=..., instructions=..., input=...)\`); the older Chat Completions API is still supported and widely used. The ideas are the same: instructions, messages, a token limit, and a \`usage\` block you should log on every call. Keep the model name in configuration, not in code: models are renamed and retired more often than your service is redeployed.

## Streaming

Without streaming the user stares at a spinner until the last token is generated. With streaming the provider sends **server-sent events** as tokens are produced, and your interface can show the first words within a second.

\`\`\`python
with client.messages.stream(
    model="claude-sonnet-4-5",
    max_tokens=500,
    messages=[{"role": "user", "content": "Explain retries in two sentences."}],
) as stream:
    for text in stream.text_stream:
        print(text, end="", flush=True)
    final = stream.get_final_message()  # full message and usage at the end
\`\`\`

Streaming changes error handling. A request can fail **after** you have already sent half an answer to the user, so decide up front what the client sees then: an error marker in the stream, and usually no silent retry, because a retry would produce a different answer.

## Retries and timeouts

Model APIs fail more often than a typical database. Sort errors into two groups:

| Retry | Do not retry |
| --- | --- |
| 429 rate limited | 400 invalid request |
| 500, 502, 503, 504 | 401 / 403 authentication and permission |
| 529 overloaded (Anthropic) | 404 unknown model |
| Connection resets and timeouts | Context window exceeded |

Retry with **exponential backoff and jitter** (for example 1 s, 2 s, 4 s, each randomised), honour a \`retry-after\` header when the provider sends one, and cap the total attempts. The official Python SDKs already retry connection errors, 408, 409, 429 and 5xx responses twice by default; set \`max_retries\` deliberately rather than wrapping a second retry loop around theirs, which multiplies attempts.

Always set a **timeout**. The SDK defaults are generous (minutes), which is right for long generations but wrong for an interactive endpoint that a user is waiting on. A timeout that fits the feature, plus a cap on \`max_tokens\`, bounds the worst case.

## Make failures visible

- Log the request id the provider returns with every response; support will ask for it.
- Record latency, token usage and the retry count per call.
- Return a clear error to your own client instead of a hanging connection.

See the [Anthropic Messages API reference](https://docs.anthropic.com/en/api/messages) and the [OpenAI API reference](https://platform.openai.com/docs/api-reference) for the full parameter lists.

## Check your understanding

1. Why is retrying a stream that failed halfway different from retrying a request that failed before the first token?
2. Which of these should you retry: a 400 for an oversized prompt, a 429, a 503?
3. What goes wrong if you add your own three-attempt retry loop around an SDK that already retries twice?
`;

const latencyAndCostBudgets = `An LLM feature that is right but takes twelve seconds, or costs more per request than the customer pays per month, is still a failed feature. Good teams set a **latency budget** and a **cost budget** before they pick a model, then measure against both on every change.

## Where the time goes

The latency a user feels has two main parts:

- **Time to first token (TTFT)**: network, queueing at the provider, and processing the whole input. Longer prompts mean a longer TTFT.
- **Generation time**: output tokens divided by the model's output speed, often somewhere between 30 and 200 tokens per second depending on model size and load.

So a rough estimate is \`latency ≈ TTFT + output_tokens / tokens_per_second\`. Output length dominates: a 600-token answer at 60 tokens per second takes ten seconds however fast the first token arrived. Reasoning models add a third part, the hidden "thinking" tokens they generate before answering, which cost both time and money.

Measure percentiles, not averages. The p95 latency, the value 95% of requests beat, is what your unhappiest regular users experience.

## Where the money goes

Providers bill per million tokens, with separate prices for input and output. Output tokens usually cost several times more than input tokens, and reasoning tokens are billed as output. A small cost model in code keeps everyone honest:

\`\`\`python
# Example prices in USD per million tokens; always read the provider's current price page.
PRICES = {"large": (3.00, 15.00), "small": (0.25, 2.00)}

def cost_per_request(model: str, input_tokens: int, output_tokens: int) -> float:
    price_in, price_out = PRICES[model]
    return (input_tokens * price_in + output_tokens * price_out) / 1_000_000

for model in PRICES:
    per_call = cost_per_request(model, input_tokens=3_000, output_tokens=400)
    print(f"{model}: \${per_call:.4f} per call, \${per_call * 200_000:,.0f} per month")
\`\`\`

With these example prices, 200,000 requests a month is about $3,000 on the large model and $310 on the small one. That difference is often the most important design decision in the project.

## Levers that actually move the numbers

| Lever | Saves | Trade-off |
| --- | --- | --- |
| A smaller model for easy steps (routing) | Cost and latency | Needs an evaluation to prove quality holds |
| Shorter prompts and fewer retrieved chunks | Cost and TTFT | Risk of dropping needed context |
| A lower \`max_tokens\` and a request for concise answers | Generation time and cost | Answers may be cut off |
| Prompt caching of a long, stable prefix | Input cost and TTFT | Only helps when the prefix repeats exactly |
| Batch APIs for offline work | About 50% of cost | Results arrive within hours, not seconds |
| Streaming | Perceived latency | None for cost; total time is unchanged |

Prompt caching deserves a note. Put stable content (system prompt, tool definitions, reference documents) at the **start** of the request and variable content at the end. OpenAI caches long repeated prefixes automatically; Anthropic caches the blocks you mark with \`cache_control\`. Cached input is billed at a fraction of the normal input price.

## Writing the budget down

A budget is a short table in the design document, agreed with the product owner:

- p50 and p95 TTFT target (for example 0.8 s and 2 s for a chat reply),
- p95 total latency,
- maximum cost per request and per active user per month,
- the alert that fires when a deploy breaks any of them.

In the lab you will log TTFT, total time and token usage for every request, which is all you need to check these numbers.

## Check your understanding

1. Why does halving the prompt length often improve TTFT but barely change the total time of a long answer?
2. Using the example prices above, which matters more for cost: 1,000 extra input tokens or 300 extra output tokens on the large model?
3. Which part of a request should you place first to benefit from prompt caching, and why?
`;

const labStreamingChatService = `In this lab you turn the last three lessons into a small service: a FastAPI endpoint that streams a model's answer to the browser token by token, survives provider errors and logs what every request cost. It is the skeleton most of the later labs, and many capstones, grow from.

## Goal

\`POST /chat\` accepts a conversation and returns the assistant's reply as **server-sent events** (SSE). The first text must reach the client well before the answer is complete, failures must end the stream with a clear error event, and each request must log its time to first token, total time and token usage.

## Setup

Use Python 3.12 or newer. The course's API credits cover the calls; put your key in \`.env\`, never in the repository.

\`\`\`bash
python -m venv .venv && source .venv/bin/activate
pip install "fastapi[standard]" anthropic pytest httpx
export ANTHROPIC_API_KEY=...   # from the course dashboard
fastapi dev app.py
\`\`\`

## Starter code

\`\`\`python
import json
import logging
import time

import anthropic
from fastapi import FastAPI
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

log = logging.getLogger("chat")
app = FastAPI()
client = anthropic.AsyncAnthropic(max_retries=2, timeout=30.0)
MODEL = "claude-sonnet-4-5"  # TODO: read from an environment variable


class Message(BaseModel):
    role: str = Field(pattern="^(user|assistant)$")
    content: str = Field(min_length=1, max_length=8_000)


class ChatRequest(BaseModel):
    messages: list[Message] = Field(min_length=1, max_length=40)


def sse(event: str, data: dict) -> str:
    return f"event: {event}\\ndata: {json.dumps(data)}\\n\\n"


@app.post("/chat")
async def chat(request: ChatRequest) -> StreamingResponse:
    async def events():
        started = time.perf_counter()
        first_token_at = None
        async with client.messages.stream(
            model=MODEL,
            max_tokens=800,
            system="You are a concise teaching assistant.",
            messages=[m.model_dump() for m in request.messages],
        ) as stream:
            async for text in stream.text_stream:
                first_token_at = first_token_at or time.perf_counter()
                yield sse("delta", {"text": text})
            usage = (await stream.get_final_message()).usage
        # TODO: log TTFT, total time and usage; send a final "done" event
        # TODO: turn provider errors into an "error" event instead of a broken connection

    return StreamingResponse(events(), media_type="text/event-stream")
\`\`\`

## Steps

1. Run the starter and call it with \`curl -N -X POST localhost:8000/chat -H "Content-Type: application/json" -d '{"messages":[{"role":"user","content":"Explain SSE"}]}'\`. The \`-N\` flag turns off curl's buffering so you can watch tokens arrive.
2. Move the model name and \`max_tokens\` into environment variables with safe defaults.
3. Finish the \`done\` event: include \`input_tokens\`, \`output_tokens\` and an estimated cost using the cost function from the previous lesson.
4. Wrap the stream in \`try\`/\`except anthropic.APIError\`, which also covers connection errors. Send an \`error\` event with a short message and the provider's request id when there is one, then end the stream. Do not retry once text has been sent.
5. Log one structured line per request: TTFT in milliseconds, total milliseconds, tokens, cost and outcome.
6. Add a header \`Cache-Control: no-cache\` and make sure no proxy buffers the response (for nginx, \`X-Accel-Buffering: no\`).
7. Write tests with a fake client so they run without network access or credits.

## Acceptance checks

- \`curl -N\` shows text arriving in several chunks, not in one block at the end.
- A request with an empty \`messages\` list or an invalid role gets a 422 before any model call.
- With an invalid API key the client receives an \`error\` event and the stream closes; the server does not crash.
- Every request writes exactly one log line with TTFT, total time, token counts and cost.
- \`pytest\` passes offline, including one test for a provider error in the middle of a stream.
- No API key, prompt text or user message appears in the logs.

## Stretch goals

- Check what happens when the client disconnects: stop curl halfway and confirm from your log that the upstream stream was closed. Starlette cancels the generator, so your logging must sit in a \`finally\` block to run at all.
- Add a second provider behind the same interface and compare TTFT for the same prompts.

## Check your understanding

1. Why should the service not retry automatically after it has already streamed part of an answer?
2. Which measurement tells you whether streaming improved the user's experience, and how do you compute it?
`;

// machine-learning

const numpyAndPandasEssentials = `Almost every machine learning project in this course starts the same way: load a table, clean it, reshape it and hand arrays to a model. NumPy and pandas are the two libraries that do that work. You do not need to memorise their APIs; you need to understand a handful of ideas that make them fast and predictable.

## NumPy: arrays and vectorisation

A NumPy array holds many values of **one type** in one block of memory. Operations on whole arrays run in optimised C code, so they are often a hundred times faster than a Python loop over the same numbers.

\`\`\`python
import numpy as np

prices = np.array([250_000, 310_000, 180_000, 420_000], dtype=np.float64)
sizes = np.array([85, 110, 60, 140])           # square metres

price_per_m2 = prices / sizes                  # element by element, no loop
print(price_per_m2.round(0))                   # [2941. 2818. 3000. 3000.]
print(prices.mean(), prices.std(), prices.max())

expensive = prices > 300_000                   # a boolean mask
print(prices[expensive])                       # [310000. 420000.]
\`\`\`

Three habits pay off immediately:

- **Think in whole arrays.** If you write \`for i in range(len(x))\`, look for the vectorised form first.
- **Check \`shape\` and \`dtype\`** whenever something looks wrong. Most bugs are a \`(100,)\` array where you expected \`(100, 1)\`, or integers where you expected floats.
- **Broadcasting** lets arrays of compatible shapes combine: subtracting a row of column means from a 2D array centres every column at once (\`X - X.mean(axis=0)\`).

## pandas: tables with labels

A pandas \`DataFrame\` is a table whose columns are typed arrays with names, plus an index that labels the rows. A single column is a \`Series\`.

\`\`\`python
import pandas as pd

df = pd.read_csv("listings.csv", parse_dates=["listed_on"])
df.info()                      # columns, types and non-null counts
df.head()

# Select rows and columns by label with .loc
central = df.loc[df["district"] == "Centre", ["price", "size_m2", "rooms"]]

# New column from existing ones: vectorised, like NumPy
df["price_per_m2"] = df["price"] / df["size_m2"]

# Split, apply, combine
summary = (
    df.groupby("district")
      .agg(listings=("price", "size"), median_price=("price", "median"))
      .sort_values("median_price", ascending=False)
)
\`\`\`

The operations you will use every week:

| Task | pandas |
| --- | --- |
| Filter rows | \`df[df["rooms"] >= 3]\` or \`df.query("rooms >= 3")\` |
| Select by label / position | \`df.loc[rows, cols]\` / \`df.iloc[0:10, 0:3]\` |
| Missing values | \`df.isna().sum()\`, \`df.dropna()\`, \`df.fillna(value)\` |
| Aggregate by group | \`df.groupby("key").agg(...)\` |
| Join two tables | \`df.merge(other, on="id", how="left")\` |
| Convert types | \`df["zip"].astype("string")\`, \`pd.to_datetime(df["date"])\` |

## Pitfalls worth knowing early

- **Chained assignment does not change your table.** \`df[df["price"] > 0]["flag"] = 1\` writes to a temporary copy. Write \`df.loc[df["price"] > 0, "flag"] = 1\` instead. Since pandas 3.0, copy-on-write is always on, so the chained form never modifies \`df\`.
- **Merges can multiply rows.** If the key is not unique on the right-hand side, a left join returns more rows than you started with. Pass \`validate="many_to_one"\` to make pandas raise an error instead.
- **Read types on purpose.** Postal codes and IDs read as integers lose leading zeros; pass \`dtype={"zip": "string"}\` to \`read_csv\`.
- **\`NaN\` is contagious.** Sums skip it, but comparisons with it are always \`False\`, which silently drops rows from filters.

The [pandas user guide](https://pandas.pydata.org/docs/user_guide/index.html) and [NumPy quickstart](https://numpy.org/doc/stable/user/quickstart.html) are worth keeping open during the labs.

## Check your understanding

1. Why is \`prices * 1.2\` on a NumPy array faster than a list comprehension doing the same thing?
2. What is the difference between \`df.loc[0:5]\` and \`df.iloc[0:5]\` when the index is not 0, 1, 2...?
3. A left merge turned 10,000 rows into 10,350. What happened, and how would you catch it automatically?
`;

const exploratoryDataAnalysis = `Exploratory data analysis (EDA) is the hour you spend getting to know a dataset before you model it. Skipping it is the most common reason a beginner's model looks brilliant in the notebook and fails in use. The goal is not pretty charts; it is a written list of facts, problems and questions about the data.

## First, set aside a test set

Before you look closely, split off the data you will use for the final evaluation and do not explore it. If you study every row, your choices about features and cleaning are tuned to the test data too, and the final score will be optimistic. We return to this in the evaluation module; for now, explore the training part only.

\`\`\`python
import pandas as pd
from sklearn.model_selection import train_test_split

df = pd.read_csv("customers.csv")
train, test = train_test_split(df, test_size=0.2, random_state=42, stratify=df["churned"])
\`\`\`

## A checklist that finds most problems

Work through these in order and write down what you find.

### 1. Structure

- How many rows and columns (\`train.shape\`)? What does one row represent: a customer, an order, a day?
- Are the types right (\`train.dtypes\`)? Dates read as text and numbers read as text (because of a stray \`"n/a"\`) are common.
- Are there duplicate rows, or duplicate IDs that should be unique (\`train.duplicated(subset=["customer_id"]).sum()\`)?

### 2. Missing values

\`\`\`python
missing = train.isna().mean().sort_values(ascending=False)
print(missing[missing > 0].round(3))
\`\`\`

Ask *why* values are missing. A blank \`cancellation_date\` for active customers is information, not noise. A column that is 95% empty is probably not worth keeping.

### 3. One column at a time

- Numeric columns: \`train.describe()\` shows ranges, means and quartiles. Look for impossible values (negative ages, a \`999\` used as a code for "unknown") and heavy skew, such as incomes where the mean is far above the median.
- Categorical columns: \`train["plan"].value_counts(dropna=False)\` reveals typos ("Premium", "premium ") and rare categories.
- The target: how balanced is it? If 3% of customers churn, accuracy is a misleading metric, which changes how you will evaluate.

### 4. Relationships

- How does each feature relate to the target? Group means are often clearer than charts at first: \`train.groupby("plan")["churned"].mean()\`.
- Which numeric features move together? \`train.corr(numeric_only=True)\` flags pairs that carry the same information.
- Correlation only captures linear relationships and says nothing about cause.

### 5. Leakage suspects

Be suspicious of any feature that predicts the target almost perfectly. A column like \`refund_issued\` or \`account_closed_on\` may only be filled in **after** the outcome you are trying to predict. Ask how and when each column is recorded; a model cannot use information that will not exist at prediction time.

## Write it down

End every EDA with a short note in the notebook:

| Finding | Action |
| --- | --- |
| \`age\` has 37 values of 0 | Treat as missing |
| \`plan\` has 6 spellings of 3 plans | Normalise case and whitespace |
| Target is 8% positive | Use stratified splits; report precision and recall |
| \`last_login\` missing for 12% | Add a "never logged in" flag |

This table becomes your cleaning code and the first section of your lab write-up. It also gives reviewers a quick way to check your reasoning.

## Check your understanding

1. Why should you split off the test set before exploring the data in detail?
2. A column's mean is 4,800 and its median is 1,200. What does that tell you, and what might you do about it?
3. Give an example of a feature that would leak the target in a churn dataset.
`;

const visualisingData = `A good chart answers one question quickly. In this course you will plot data for two audiences: yourself, while you explore, and other people, when you explain a model's results. matplotlib gives you full control; seaborn builds on it with statistical plots that take one line. You need both.

## The figure and axes model

matplotlib draws on a **Figure** (the whole image) that contains one or more **Axes** (individual plots). Always create them explicitly with \`plt.subplots()\` and call methods on the axes. The older implicit style (\`plt.plot\`, \`plt.title\`) works for a quick look but becomes confusing as soon as there are two plots.

\`\`\`python
import matplotlib.pyplot as plt
import seaborn as sns
import pandas as pd

df = pd.read_csv("listings.csv")

fig, axes = plt.subplots(1, 2, figsize=(11, 4), layout="constrained")

sns.histplot(data=df, x="price", bins=40, ax=axes[0])
axes[0].set(title="Listing prices", xlabel="Price (USD)", ylabel="Listings")

sns.scatterplot(data=df, x="size_m2", y="price", hue="district", alpha=0.5, ax=axes[1])
axes[1].set(title="Price against size", xlabel="Size (m²)", ylabel="Price (USD)")

fig.savefig("prices.png", dpi=150)
\`\`\`

Passing \`ax=\` to seaborn functions keeps every plot on the axes you chose, so you can mix seaborn and plain matplotlib on the same figure.

## Choose the chart from the question

| Question | Chart | seaborn |
| --- | --- | --- |
| How is one numeric variable distributed? | Histogram or density | \`histplot\`, \`kdeplot\` |
| How does a numeric variable differ across groups? | Box or violin plot | \`boxplot\`, \`violinplot\` |
| How do two numeric variables relate? | Scatter plot, with a trend line if useful | \`scatterplot\`, \`regplot\` |
| How often does each category occur? | Bar chart of counts | \`countplot\` |
| How does a value change over time? | Line chart | \`lineplot\` |
| Which numeric features move together? | Correlation heatmap | \`heatmap\` |

For a first overview of a small dataset, \`sns.pairplot(df, hue="target")\` draws every pairwise scatter plot at once. It is slow on many columns, so select five or six.

## Habits that make charts honest

- **Label everything.** Axis titles with units and a plot title that states the question. "Price against size" beats "Figure 3".
- **Start bar charts at zero.** A bar's length encodes its value; a truncated axis exaggerates differences. Line and scatter plots may zoom in.
- **Handle skew.** Prices and incomes are usually right-skewed, so most points crowd into one corner. Try a log scale (\`ax.set_xscale("log")\`) and say so in the label.
- **Beware overplotting.** With thousands of points, use transparency (\`alpha\`), smaller markers or a 2D histogram (\`sns.histplot(x=..., y=...)\`).
- **Use colour for meaning.** A categorical palette for groups, a sequential one for quantities, and a diverging one (such as \`"vlag"\`) for correlations centred on zero. Avoid red/green as the only distinction, since many readers cannot separate them.

## A correlation heatmap, done properly

\`\`\`python
corr = df.select_dtypes("number").corr()
fig, ax = plt.subplots(figsize=(7, 6))
sns.heatmap(corr, annot=True, fmt=".2f", cmap="vlag", vmin=-1, vmax=1, square=True, ax=ax)
ax.set_title("Correlation between numeric features")
\`\`\`

Fixing \`vmin\` and \`vmax\` at -1 and 1 keeps the colour scale comparable between datasets; without them, a weak 0.2 correlation can look as dark as a strong one.

The [seaborn tutorial](https://seaborn.pydata.org/tutorial.html) shows every function used here with examples.

## Check your understanding

1. Why call methods on an \`Axes\` object instead of \`plt.title()\` when a figure has several plots?
2. Which chart would you pick to compare the distribution of delivery times across five warehouses, and why?
3. What can go wrong if a heatmap's colour scale is not fixed between -1 and 1?
`;

// deep-learning

const tensorsAndAutograd = `Everything you will train in this course, from a two-layer network to a small GPT, is built from two things: **tensors** that hold numbers and **autograd**, the engine that computes gradients for you. This lesson makes both precise, so that later, when training misbehaves, you know what is happening underneath.

## Tensors: shape, dtype, device

A tensor is an n-dimensional array with three properties you should check whenever something breaks:

- **shape**: a batch of 32 RGB images of 224 by 224 pixels is \`(32, 3, 224, 224)\`;
- **dtype**: \`float32\` by default for parameters, \`bfloat16\` or \`float16\` in mixed precision, \`int64\` for class labels and token ids;
- **device**: \`cpu\` or an accelerator such as \`cuda\`. Operations need all operands on the same device.

\`\`\`python
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.randn(32, 10, device=device)           # a batch of 32 examples, 10 features
W = torch.randn(10, 3, device=device, requires_grad=True)
b = torch.zeros(3, device=device, requires_grad=True)

logits = x @ W + b                                # (32, 10) @ (10, 3) + (3,) -> (32, 3)
print(logits.shape, logits.dtype, logits.device)
\`\`\`

The addition of \`b\` uses **broadcasting**: PyTorch aligns shapes from the right and stretches dimensions of size 1 (or missing ones) without copying memory. Broadcasting is convenient and also a classic source of silent bugs, for example when a \`(32,)\` target meets a \`(32, 1)\` prediction and the loss is computed over a \`(32, 32)\` matrix.

## Autograd: gradients by recording operations

When a tensor has \`requires_grad=True\`, PyTorch records every operation that uses it in a **computational graph**, built fresh on every forward pass. Calling \`.backward()\` on a scalar walks that graph in reverse, applies the chain rule and stores \`d(loss)/d(tensor)\` in each leaf tensor's \`.grad\`.

\`\`\`python
target = torch.randint(0, 3, (32,), device=device)
loss = torch.nn.functional.cross_entropy(logits, target)
loss.backward()

print(W.grad.shape)      # torch.Size([10, 3]): one gradient per parameter
print(x.grad)            # None: x did not require gradients
\`\`\`

Four rules cover most surprises:

1. **Gradients accumulate.** Each \`backward()\` adds to \`.grad\`. Call \`optimizer.zero_grad()\` (or set \`.grad\` to \`None\`) before each step, unless you are deliberately accumulating over several batches.
2. **Only leaves keep \`.grad\`.** \`logits.grad\` is \`None\` because \`logits\` is an intermediate result; call \`logits.retain_grad()\` before \`backward()\` if you need it for debugging.
3. **The graph is freed after \`backward()\`.** A second call on the same graph fails unless the first used \`retain_graph=True\`, which you rarely need.
4. **In-place changes can break the graph.** Modifying a tensor that autograd saved for the backward pass raises an error. Prefer \`x = x + 1\` over \`x += 1\` inside models.

## Turning autograd off

Evaluation and inference do not need a graph, and recording one wastes memory:

\`\`\`python
model.eval()                          # switches dropout and batch norm to inference behaviour
with torch.inference_mode():          # no graph, faster than no_grad
    predictions = model(batch).argmax(dim=1)
\`\`\`

\`torch.no_grad()\` does the same job and is the right choice when you still need the results in a later autograd computation. \`tensor.detach()\` returns a tensor that shares data but is cut out of the graph, which is how you log a loss value without keeping the whole graph alive: \`losses.append(loss.detach())\`, or \`loss.item()\` for a Python number.

## Verify, do not trust

For a small function, compare autograd with the derivative you expect:

\`\`\`python
t = torch.tensor(2.0, requires_grad=True)
y = t**3 + 2 * t
y.backward()
assert torch.isclose(t.grad, torch.tensor(3 * 2.0**2 + 2))   # dy/dt = 3t² + 2 = 14
\`\`\`

For whole functions, \`torch.autograd.gradcheck\` compares analytic gradients with numerical ones in float64. You will use it in the next lesson to check your own backward pass. The [autograd mechanics notes](https://docs.pytorch.org/docs/stable/notes/autograd.html) go deeper.

## Check your understanding

1. Your loss decreases for one step and then explodes; you forgot \`zero_grad()\`. Why does that produce larger and larger updates?
2. Why is \`logits.grad\` \`None\` after \`loss.backward()\`, and how would you inspect it?
3. When would you use \`torch.no_grad()\` instead of \`torch.inference_mode()\`?
`;

const backpropagationFromScratch = `Autograd computes gradients for you, so why derive them by hand? Because the day your network stops learning, the explanation is almost always in the backward pass: vanishing gradients, a saturated activation, a loss scaled wrongly. Writing backpropagation once for a small network gives you the intuition to read those failures. That is the whole point of this lesson.

## The chain rule on a graph

A network is a composition of simple functions. For a two-layer classifier with input \`X\` (N examples by D features):

\`\`\`text
Z1 = X @ W1 + b1        # (N, H)
A1 = relu(Z1)           # (N, H)
Z2 = A1 @ W2 + b2       # (N, C) logits
L  = cross_entropy(Z2, y)   # mean over the N examples
\`\`\`

Backpropagation applies the chain rule from the loss back to every parameter. Each step needs only the **upstream gradient** (the gradient of the loss with respect to the step's output) and values **cached** during the forward pass. The gradient of a tensor always has the same shape as the tensor itself, which is the best sanity check you have.

## The local rules you need

| Forward | Backward, given upstream gradient \`dOut\` |
| --- | --- |
| \`Z = A @ W + b\` | \`dA = dOut @ W.T\`, \`dW = A.T @ dOut\`, \`db = dOut.sum(0)\` |
| \`A = relu(Z)\` | \`dZ = dOut * (Z > 0)\` |
| \`L = mean cross-entropy(softmax(Z), y)\` | \`dZ = (softmax(Z) - onehot(y)) / N\` |

The last row is worth deriving once on paper: combining softmax and cross-entropy cancels most terms and leaves "predicted probabilities minus the true distribution". It is also why frameworks fuse the two into one numerically stable function.

## The code

\`\`\`python
import torch

torch.manual_seed(0)
N, D, H, C = 64, 20, 32, 5
X = torch.randn(N, D, dtype=torch.float64)
y = torch.randint(0, C, (N,))
W1 = torch.randn(D, H, dtype=torch.float64) * (2 / D) ** 0.5
b1 = torch.zeros(H, dtype=torch.float64)
W2 = torch.randn(H, C, dtype=torch.float64) * (1 / H) ** 0.5
b2 = torch.zeros(C, dtype=torch.float64)

# Forward pass, keeping what the backward pass needs
Z1 = X @ W1 + b1
A1 = Z1.clamp(min=0)
Z2 = A1 @ W2 + b2
P = torch.softmax(Z2, dim=1)
loss = -torch.log(P[torch.arange(N), y]).mean()

# Backward pass by hand
dZ2 = P.clone()
dZ2[torch.arange(N), y] -= 1
dZ2 /= N
dW2 = A1.T @ dZ2
db2 = dZ2.sum(0)
dA1 = dZ2 @ W2.T
dZ1 = dA1 * (Z1 > 0)
dW1 = X.T @ dZ1
db1 = dZ1.sum(0)

# Compare with autograd
params = [p.clone().requires_grad_() for p in (W1, b1, W2, b2)]
ref = torch.nn.functional.cross_entropy(torch.relu(X @ params[0] + params[1]) @ params[2] + params[3], y)
ref.backward()
for mine, p in zip((dW1, db1, dW2, db2), params):
    assert torch.allclose(mine, p.grad), "gradient mismatch"
print(f"loss {loss.item():.4f}, all gradients match autograd")
\`\`\`

Float64 makes the comparison strict; in float32 use a tolerance such as \`atol=1e-6\`.

## What the exercise teaches

- **Memory.** The backward pass needs \`X\`, \`Z1\`, \`A1\` and \`P\` from the forward pass. That cached activation memory, not the parameters, is what limits batch size on a GPU, and it is what activation checkpointing trades for extra compute.
- **Dead units.** \`dZ1 = dA1 * (Z1 > 0)\`: a unit whose pre-activation is negative for every example passes back no gradient and never recovers. Large learning rates and poor initialisation make this common.
- **Vanishing and exploding gradients.** Each layer multiplies the upstream gradient by a weight matrix. Repeated over many layers, the product shrinks or grows geometrically, which is why initialisation scales like \`(2 / D) ** 0.5\` (He initialisation for ReLU) and why residual connections matter.
- **Scaling.** Forgetting the \`/ N\` makes the gradient grow with batch size, and the learning rate you tuned stops working when the batch changes.

## Your exercise

Add a second hidden layer and a numerical gradient check: perturb one weight by ±1e-6, recompute the loss and compare the finite difference with your analytic gradient. Submit the notebook before the live session.

## Check your understanding

1. Why does every gradient have the same shape as its tensor, and how does that help you debug?
2. Which tensors from the forward pass must be kept for the backward pass of the ReLU layer?
3. What happens to training if you drop the division by \`N\` and then double the batch size?
`;

const optimisersAndSchedules = `Backpropagation tells you the direction that reduces the loss on the current batch. The **optimiser** decides how far to move and how to combine this step's gradient with the history of previous ones; the **learning-rate schedule** decides how that step size changes over training. Together they are the settings most likely to decide whether a run converges.

## From SGD to AdamW

**Stochastic gradient descent (SGD)** subtracts the learning rate times the gradient: \`w ← w − lr · g\`. Because every mini-batch gradient is noisy, plain SGD zigzags across narrow valleys of the loss surface.

**Momentum** keeps a running average of past gradients and steps along it. Noise in directions that keep changing sign cancels out, and consistent directions speed up. SGD with momentum 0.9 remains a strong choice for convolutional networks trained for many epochs.

**Adam** additionally divides each parameter's step by a running estimate of its gradient's magnitude, so parameters with small or rare gradients (embeddings, for instance) still move. It is far less sensitive to the learning rate than SGD, which is why it is the default for transformers.

**AdamW** fixes how Adam handles weight decay. In the original Adam, an L2 penalty added to the gradient is rescaled by the adaptive denominator, so well-used weights are barely regularised. AdamW applies the decay directly to the weights, separately from the gradient step. Use AdamW, not Adam with \`weight_decay\`, whenever you want regularisation.

| Optimiser | Typical learning rate | Good default for |
| --- | --- | --- |
| SGD + momentum 0.9 | 0.01 to 0.1 (scaled with batch size) | CNNs trained from scratch |
| AdamW | 1e-4 to 1e-3 from scratch; 1e-5 to 5e-5 when fine-tuning | Transformers, most new projects |

Common practice is to exclude biases and normalisation parameters from weight decay, using two parameter groups.

## Why schedules matter

A constant learning rate is a compromise: large enough to make progress early, it is too large to settle into a good minimum late. Two ideas dominate modern practice:

- **Warm-up.** Start near zero and increase linearly over the first few hundred or thousand steps. Adam's statistics are unreliable at the start, and large early updates can push a transformer into a state it never recovers from.
- **Decay.** Reduce the rate towards the end so the parameters settle. **Cosine decay** to roughly a tenth of the peak (or to zero) is the common choice; step decay (divide by 10 at fixed epochs) is the classic alternative for CNNs.

## Warm-up plus cosine in PyTorch

\`\`\`python
import math
import torch

model = torch.nn.Sequential(torch.nn.Linear(784, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10))

decay, no_decay = [], []
for name, p in model.named_parameters():
    (no_decay if p.ndim == 1 else decay).append(p)    # biases and norm weights are 1-D

optimizer = torch.optim.AdamW(
    [{"params": decay, "weight_decay": 0.05}, {"params": no_decay, "weight_decay": 0.0}],
    lr=3e-4,
    betas=(0.9, 0.999),
)

total_steps, warmup_steps, min_ratio = 10_000, 500, 0.1

def lr_factor(step: int) -> float:
    if step < warmup_steps:
        return (step + 1) / warmup_steps
    progress = (step - warmup_steps) / (total_steps - warmup_steps)
    return min_ratio + (1 - min_ratio) * 0.5 * (1 + math.cos(math.pi * progress))

scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lr_factor)

for step, (x, y) in zip(range(total_steps), train_loader):
    loss = torch.nn.functional.cross_entropy(model(x), y)
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    optimizer.step()
    scheduler.step()          # once per batch, after optimizer.step()
\`\`\`

Two details trip people up. The scheduler steps **after** the optimiser; PyTorch warns if you reverse them. And a schedule defined in steps must be stepped per batch; \`CosineAnnealingLR\` and \`OneCycleLR\` have the same contract. Log \`scheduler.get_last_lr()\` so the curve is visible next to the loss in Weights & Biases.

## Finding the peak learning rate

Run a short **learning-rate range test**: train for a few hundred steps while increasing the rate exponentially from 1e-7 to 1, and plot loss against rate. Pick a peak roughly a factor of ten below the point where the loss starts to climb. It costs minutes and saves a day of guessing, and you will run one in the CIFAR-10 lab.

## Check your understanding

1. Why does AdamW regularise differently from Adam with an L2 penalty added to the loss?
2. Your transformer's loss becomes NaN within the first 200 steps. Which schedule change would you try first, and why?
3. What goes wrong if you call \`scheduler.step()\` once per epoch for a schedule defined in steps?
`;

// ai-business

const generativeAndPredictiveAi = `Most confusion in AI conversations at work comes from one word covering two very different technologies. Before you can judge a proposal, a vendor pitch or a budget request, you need to know which kind of AI is on the table, because they need different data, fail in different ways and are measured differently.

## Predictive AI: learning from your history

**Predictive AI** (often just called machine learning) learns patterns from historical records to estimate something about a new case: a number or a category.

- Which customers are likely to cancel next quarter?
- Is this card transaction fraudulent?
- How many units will this store sell next week?
- Which invoices will be paid late?

It needs **your own historical data**, with the outcome recorded: past customers and whether they left, past transactions and which were fraud. Its output is a score or a forecast, and it is usually judged against a clear number, such as how many fraud cases it caught and how many good customers it wrongly blocked. Banks, insurers and retailers have used it for decades; it is mature, measurable and often unglamorous.

## Generative AI: producing new content

**Generative AI** produces new text, images, audio or code. The tools your teams already use, such as ChatGPT, Microsoft Copilot, Google Gemini and Claude, are built on **large language models**: systems trained on enormous amounts of text to predict the next word, which turns out to make them capable of drafting, summarising, translating, answering questions and following instructions.

- Draft a reply to a customer complaint.
- Summarise a 60-page contract and list unusual clauses.
- Answer employees' HR questions from the policy handbook.
- Turn meeting notes into action items.

It needs **no training data of your own** to get started, which is why pilots can begin in days. But it produces fluent text whether or not it is correct. Confident, plausible errors, often called *hallucinations*, are a property of how the technology works, not a bug a vendor will soon remove. Its quality is also harder to measure, because "a good summary" has no single right answer.

## Side by side

| | Predictive AI | Generative AI |
| --- | --- | --- |
| Output | A score, category or forecast | New text, images or code |
| Needs your data to start? | Yes, historical records with outcomes | No, though connecting it to your documents helps |
| Typical failure | Drifts as customers or markets change | States false things fluently |
| How quality is measured | Accuracy against known outcomes | Human review, test sets, spot checks |
| Time to first pilot | Weeks to months | Days to weeks |
| Typical cost driver | Data preparation and integration | Usage fees per request, review effort |

## They work best together

Many valuable systems combine both. A claims process might use a predictive model to flag which claims look unusual and a generative model to summarise each flagged file for the adjuster. The predictive part decides where human attention goes; the generative part saves time once it is there. When you map use cases in module 2, ask of each step: is this *estimating* something, or *producing* something?

## Three questions for any AI proposal

1. **Which kind is it?** A "generative AI" label on a forecasting problem is a warning sign.
2. **What happens when it is wrong?** Who notices, how quickly and at what cost?
3. **How will we measure it?** If nobody can describe a test before the project starts, nobody will be able to declare success after it ends.

## Check your understanding

1. Your sales team wants "AI to tell us which leads will close". Predictive or generative, and what data would it need?
2. Why can a generative AI pilot start faster than a predictive one, and what is the hidden cost of that speed?
3. Give one process in your organisation where the two kinds could work together.
`;

const readingAiDemosCritically = `A good AI demo is designed to impress, and it usually does. Your job as a leader is not to be impressed or cynical, but to find out what the demo proves about **your** use case. This lesson gives you the questions that turn a showcase into evidence.

## Why demos mislead, even honest ones

Demos are not usually dishonest. They are simply the best case:

- **Chosen examples.** The presenter has tried dozens of inputs and shows the ones that work. A system that is right eight times out of ten can look flawless for ten minutes.
- **Clean data.** Demo documents are tidy, recent and short. Yours include scanned faxes, spreadsheets with merged cells and twenty years of exceptions.
- **No integration.** The demo runs in a browser tab. Production means your identity system, your CRM, your permissions, your audit trail.
- **No volume.** One request at a time hides the cost per request, rate limits and response time under load.
- **A skilled operator.** The presenter knows exactly how to phrase a request. Your staff will not, at least at first.

## The questions to ask

### About the examples

- "Can we try it on our own material, now?" Bring five real cases, including two difficult ones.
- "What share of cases like these does it get right, and how was that measured?" Ask for the test set size, not just a percentage.
- "Show us a failure." Any vendor with a real product knows where it breaks; if they cannot show you, they have not measured it.

### About the workflow

- "What does the user do when the answer is wrong?" Look for a way to review, correct and escalate.
- "Who checks the output before it reaches a customer?" If the answer is "no one", ask what the worst plausible error would cost.
- "What does it do when it does not know?" A system that says "I can't answer that" is often worth more than one that always answers.

### About production

- "What does it cost per transaction at our volume, including the model usage?"
- "How long does a response take at peak load?"
- "Where is our data processed and stored, is it used to train models, and can we get that in the contract?"
- "Which parts are your product and which are a general-purpose model you call?" This tells you what the vendor actually owns and what could change underneath you.

## Live, recorded or staged?

| What you see | What it proves |
| --- | --- |
| A recorded video | That it worked at least once |
| A live demo on the vendor's examples | That it works on inputs they chose |
| A live demo on your examples | That it can handle your material |
| A trial on a sample of your real cases, scored by your people | Something close to real performance |

Aim to reach the last row before any significant commitment. In module 3 you will design a pilot that does exactly that.

## A simple scorecard

After each demo, write down four things in a shared note:

1. **The claim**: what the vendor says the system does, in one sentence.
2. **The evidence**: what you actually saw, and on whose data.
3. **The gaps**: the questions that were not answered.
4. **The next test**: the smallest trial that would close the biggest gap.

Comparing these notes across vendors is far more useful than comparing how impressive each presentation felt. It also protects you from the most persuasive presenter winning by default.

## Watch for these phrases

- "Accuracy of 99%", without saying on what data or how it was measured.
- "It learns as you use it", without saying who reviews what it learns.
- "Fully autonomous", for a process where a mistake reaches a customer or a regulator.
- "Our proprietary model", when it may be a general model with a custom prompt. That is not bad in itself, but it changes what you are paying for.

## Check your understanding

1. A vendor shows a flawless ten-minute demo on their own documents. What is the single most useful next request?
2. Why is "show us a failure" a fair question to ask, and what does a good answer look like?
3. Which production question from this lesson matters most for your own first use case, and why?
`;

const caseStudiesWinsAndFailures = `Judgement about AI grows fastest from what has already happened to other organisations. Each case below is public and well documented. Look past the headline and ask the same three questions: what was the AI asked to do, who checked its work, and who carried the cost when it was wrong?

## Wins

### Customer support agents with an AI assistant

Economists Erik Brynjolfsson, Danielle Li and Lindsey Raymond studied more than 5,000 customer support agents at a software company as a generative AI assistant was rolled out, suggesting replies that agents could use or ignore. Agents resolved about **14% more issues per hour** on average. The gain was largest, around 34%, for new and less experienced agents, and close to zero for the most experienced ones.

**Why it worked:** the AI suggested, a trained person decided, and the benefit was measured against a control group.

### Developers with a coding assistant

In a controlled experiment published by GitHub in 2022, developers using GitHub Copilot completed a defined programming task about **55% faster** than a group without it. Studies in real companies since have found smaller, uneven gains.

**Why it worked:** code can be tested, so errors are caught cheaply before they reach anyone, and the developer stays responsible for what ships.

## Mixed results

### Klarna's customer service assistant

In early 2024 the payments company Klarna announced that its AI assistant was handling two thirds of customer service chats in its first month, work it said was equivalent to 700 full-time agents. In 2025 its chief executive said publicly that the focus on cost had lowered service quality in places, and that the company would make sure customers could always reach a human.

**Lesson:** the headline metric (chats handled, cost saved) was real, but it was not the only metric that mattered. Decide in advance what quality measures must not fall.

## Expensive failures

### Air Canada's chatbot

A customer asked Air Canada's website chatbot about bereavement fares. It told him he could apply for the discount after travelling, which contradicted the airline's actual policy. When he claimed the refund, the airline refused and argued before a Canadian tribunal that the chatbot was responsible for its own statements. In February 2024 the tribunal rejected that argument and ordered the airline to pay. The sum was small; the reputational cost was not.

**Lesson:** your organisation is accountable for what its AI tells customers. A generative system answering policy questions needs to be grounded in the actual policy and tested on exactly these cases.

### Lawyers citing cases that do not exist

In 2023, in *Mata v. Avianca*, a US federal judge fined two lawyers and their firm after they filed a brief citing court decisions that ChatGPT had invented.

**Lesson:** fluent output is not verified output. Any process where AI-generated facts reach a court, regulator or customer needs a verification step owned by a named person.

### Zillow Offers

Zillow used predictive pricing models to buy and resell homes. In 2021, as the housing market shifted, the company found it had paid too much for thousands of homes. It wrote down more than $300 million of inventory in one quarter, closed the business and cut about a quarter of its workforce.

**Lesson:** predictive models learn from the past. When conditions change, errors are not random; they all point the same way, and at scale they compound quickly.

## The pattern

| Case | Human check before impact? | Errors cheap to catch? | Outcome |
| --- | --- | --- | --- |
| Support assistant | Yes, the agent | Yes | Clear gain |
| Coding assistant | Yes, tests and review | Yes | Clear gain |
| Klarna | Partly | Partly | Savings, with a quality cost |
| Air Canada | No | No | Legal liability |
| Fake citations | No | No | Sanctions |
| Zillow Offers | Model drove purchases at scale | No | Large losses |

The successful cases kept a person responsible for the output and made mistakes cheap to catch. The failures let AI output reach customers, courts or balance sheets directly.

## Check your understanding

1. What did the two clear wins have in common in how errors were caught?
2. Why is "the chatbot is responsible for its own statements" not a defence your organisation can rely on?
3. Pick one use case you are considering. Where would it sit in the table above, and what would move it up?
`;

// prompt-engineering

const tokensContextAndTemperature = `You do not need to know how a language model is built to write excellent prompts. But three ideas explain most of the strange behaviour you will meet, from answers that drift in long chats to replies that change every time you ask: **tokens**, the **context window** and **temperature**.

## Tokens: how the model reads

A model does not read letters or whole words. It reads **tokens**, chunks of text from a fixed vocabulary. Common English words are usually one token; longer or unusual words, names, numbers and many non-English words are split into several pieces.

As a rough guide, 100 tokens is about 75 English words. Why it matters to you:

- **Limits and prices are counted in tokens**, not words or pages.
- **Letter-level tasks are hard.** Counting the letters in a word, reversing a string or rhyming exactly are surprisingly error-prone, because the model never sees individual letters.
- **Other languages cost more.** The same message in Finnish, Hindi or Japanese often uses more tokens than in English, so it fills the context faster.

You can check this in the AI Labs Prompt Sandbox: paste a paragraph in English and the same paragraph in another language, and compare the token counts and the estimated cost per model.

## The context window: the model's working memory

Everything the model can consider at once sits in its **context window**: the instructions, the whole conversation so far, any documents you pasted, and the answer it is writing. Current models have large windows, often hundreds of thousands of tokens, but three things still go wrong:

1. **Nothing outside the window exists.** The model has no memory of yesterday's chat unless the tool explicitly stores and re-inserts it (features such as ChatGPT's memory do exactly that).
2. **Long chats degrade.** When a conversation grows very long, some assistants drop or summarise the oldest messages, and even within the window, instructions given 40 messages ago get less attention than recent ones.
3. **The middle gets less attention.** Facts buried in the middle of a long document are recalled less reliably than those near the start or end.

The practical habit: **start a new chat for a new task**, and restate the key instructions instead of relying on something you said long ago.

## Temperature: how adventurous the answer is

At each step the model ranks possible next tokens by probability. **Temperature** controls how strictly it picks the top choices:

| Temperature | Behaviour | Good for |
| --- | --- | --- |
| Low (0 to 0.3) | Picks the most likely words; consistent, plain | Extracting data, classifying, following a format |
| Medium (around 0.7) | Some variety, still focused | Everyday writing and explanations |
| High (1 or above) | More surprising word choices, more risk of errors | Brainstorming names, slogans, story ideas |

Chat apps such as ChatGPT, Claude and Gemini choose the temperature for you. You can set it yourself in developer tools such as the OpenAI Playground or Google AI Studio. Behind the scenes, a request with settings looks like this:

\`\`\`json
{
  "model": "your-model-name",
  "temperature": 0.2,
  "max_tokens": 400,
  "messages": [
    { "role": "user", "content": "Classify this review as positive, negative or mixed: ..." }
  ]
}
\`\`\`

\`max_tokens\` caps the length of the answer, which also caps its cost. Some newer "reasoning" models manage their own sampling and do not accept a temperature setting at all.

Even at temperature 0, answers are not guaranteed to be word-for-word identical each time. If you need consistency, ask for a fixed format and check the output, a technique you will learn in module 2.

## Try it

In the OpenAI Playground or Google AI Studio, send the same request five times at temperature 0.2 and five times at 1.0: "Suggest a name for a cycling café." Compare how much the answers vary, then do the same with a factual question. Note where variety helps and where it hurts.

## Check your understanding

1. Why might a model struggle to count how many times the letter "r" appears in a word?
2. You gave an instruction at the start of a very long chat, and the assistant stopped following it. What are two things you could do?
3. Which temperature would you choose for extracting dates from invoices, and why?
`;

const anatomyOfAReliablePrompt = `A prompt that works once is easy. A prompt that works on Monday's data, Friday's data and the odd case nobody expected is a small piece of engineering. Reliable prompts tend to have the same parts, in roughly the same order.

## The six parts

### 1. Context: who is this for and why

One or two sentences about the situation. "You are helping the support team of a bicycle retailer reply to customer emails" tells the model about the audience, tone and domain. Skip the grand titles ("You are a world-class expert"); concrete context helps more than flattery.

### 2. The task, stated once and plainly

Use a direct verb: *summarise*, *classify*, *extract*, *rewrite*, *compare*. If there are several steps, number them. A vague task ("look at this email") makes the model guess, differently each time.

### 3. The input, clearly separated

Put the material the model should work on inside clear delimiters, such as triple quotes or XML-style tags, so it cannot confuse your instructions with the text. This matters even more when the input comes from customers, because text like "ignore the above" should be treated as data, not as an instruction.

### 4. Constraints

Length, tone, language, what to leave out, what sources to use. Say what to do, not only what to avoid: "Write at a level a new customer understands" works better than "Don't be too technical."

### 5. Output format

Describe exactly the shape you want: a bullet list of at most five items, a table with named columns, or a JSON object with given fields. The more precisely you define the format, the easier it is to check and reuse the result.

### 6. A way out

Tell the model what to do when it cannot do the task properly: "If the email does not mention an order number, write NONE." Without an exit, models tend to invent something plausible rather than admit the input is missing.

## Putting it together

Here is a prompt with all six parts. The \`{{email}}\` placeholder is where each new input goes; you will build reusable templates like this in module 3.

\`\`\`text
You help the support team of Pedal & Co, an online bicycle retailer,
answer customer emails. Replies are reviewed by an agent before sending.

Task:
1. Identify what the customer is asking for.
2. Draft a reply that answers it using only the policy below.

Policy:
<policy>
Returns are accepted within 30 days of delivery if the item is unused.
Refunds are paid to the original payment method within 5 business days.
</policy>

Customer email:
<email>
{{email}}
</email>

Constraints:
- Friendly and direct, under 120 words, in the customer's language.
- Do not promise anything the policy does not state.

Output format:
REQUEST: <one sentence>
REPLY: <the draft reply>

If the email asks about something the policy does not cover, write
REQUEST as usual and REPLY: ESCALATE.
\`\`\`

## Order and length

- Put **long material first** and the **task and format last** when you paste a long document; models follow instructions near the end of a long prompt more reliably.
- **Longer is not better.** Every sentence should change the output. If removing a line makes no difference on your test examples, remove it.
- **Examples are literal.** One example teaches a format faster than a paragraph, but the model may copy its wording too (more in module 2).

## Diagnosing a weak prompt

| Symptom | Likely missing part |
| --- | --- |
| The answer is correct but in the wrong shape | Output format |
| Different runs interpret the task differently | A plain task statement |
| The model follows text inside the pasted document | Delimiters around the input |
| Invented details when information is missing | A way out |
| Right content, wrong tone or audience | Context and constraints |

Try this with the structured extraction template in the AI Labs Prompt Sandbox: identify each of the six parts in it, then remove one and see what changes.

## Check your understanding

1. Why should a prompt tell the model what to do when the information it needs is missing?
2. What can go wrong if customer text is pasted into a prompt without delimiters?
3. A prompt gives correct answers, but sometimes as a paragraph and sometimes as a list. Which part would you improve?
`;

const rolesAndSystemPrompts = `When you type into ChatGPT, Claude or Gemini, your message is not the only text the model reads. Behind it sit instructions you never see, written by the company that built the app. Understanding these **roles**, and the **system prompt** in particular, explains why assistants behave differently across products and gives you a powerful place to put your own standing instructions.

## The roles in a conversation

Chat models receive a conversation as a list of messages, each labelled with a role:

| Role | Written by | Purpose |
| --- | --- | --- |
| **System** (OpenAI also uses **developer**) | The app builder, or you in custom settings | Standing rules: who the assistant is, what it must and must not do, the format to use |
| **User** | The person chatting | The request for this turn |
| **Assistant** | The model | Its previous replies, kept so the conversation has continuity |

Models are trained to give the system message more weight than user messages. This is often called the **instruction hierarchy**: when the system prompt says "Answer only questions about our products" and a user asks for a poem, a well-built assistant declines. The hierarchy is strong but not absolute, which is why prompt security gets its own module at the end of this course.

## What it looks like underneath

If you use the OpenAI Playground, or later call a model from code, you will see the roles directly:

\`\`\`json
[
  {
    "role": "system",
    "content": "You are the HR assistant for Northwind Ltd. Answer from the employee handbook only. If the handbook does not cover a question, say so and suggest contacting hr@northwind.example. Keep answers under 150 words."
  },
  { "role": "user", "content": "How many days of parental leave do I get?" },
  { "role": "assistant", "content": "Northwind offers 16 weeks of paid parental leave..." },
  { "role": "user", "content": "Does that apply to part-time staff?" }
]
\`\`\`

Every turn, the whole list is sent again. That is how the assistant "remembers" the earlier question, and why very long chats eventually run out of room.

## Writing your own system prompt

You do not need code to use one. The main assistants let you set standing instructions that work like a system prompt:

- **ChatGPT**: custom instructions, and the instructions of a custom GPT or a Project.
- **Claude**: Project instructions, plus your profile preferences.
- **Gemini**: the instructions of a Gem.

Good candidates for standing instructions are things that are true for **every** request in that workspace:

- who you are and who reads your output ("I write release notes for a B2B accounting product; readers are finance managers"),
- house style (spelling, tone, formatting, banned phrases),
- hard rules ("Never include customer names"; "If you are unsure of a fact, say so"),
- the default output format.

Keep the **task itself** in the user message. A system prompt that tries to describe every possible task becomes long, contradictory and ignored in parts.

## Common mistakes

- **Contradictions.** "Be concise" in the system prompt and "explain in detail" in a template leaves the model guessing. Read both together.
- **Secrets in the system prompt.** Users can often coax a model into revealing its instructions. Never put passwords, internal links or confidential pricing there.
- **Role-play instead of rules.** "You are a brilliant marketer" adds little; "Write for small-business owners, avoid jargon, end with one clear call to action" changes the output.
- **Never revisiting it.** Standing instructions drift out of date. Review them whenever your team's needs change.

## Try it

Create a Project or Gem for one recurring task from your job. Write a system prompt of no more than 150 words using the list above, then run three real requests with and without it and compare the results.

## Check your understanding

1. Why does a well-built assistant follow its system prompt even when a user asks it not to, and why is that not a security guarantee?
2. Which belongs in the system prompt and which in the user message: "Use British spelling" or "Summarise this report"?
3. Why should you never put confidential information in a system prompt?
`;

/** Markdown bodies of seeded article lessons, keyed by course slug, then by the lesson's exact title in the curriculum. */
export const seedLessonArticles: Record<string, Record<string, string>> = {
  "ai-engineers": {
    "Tokens, context windows and sampling": tokensContextWindowsAndSampling,
    "Calling model APIs: chat, streaming and retries": callingModelApis,
    "Latency and cost budgets": latencyAndCostBudgets,
    "Lab: a streaming chat service in FastAPI": labStreamingChatService,
  },
  "machine-learning": {
    "NumPy and pandas essentials": numpyAndPandasEssentials,
    "Exploratory data analysis": exploratoryDataAnalysis,
    "Visualising data with matplotlib and seaborn": visualisingData,
  },
  "deep-learning": {
    "Tensors and autograd in PyTorch": tensorsAndAutograd,
    "Backpropagation from scratch": backpropagationFromScratch,
    "Optimisers and learning-rate schedules": optimisersAndSchedules,
  },
  "ai-business": {
    "Generative and predictive AI in plain language": generativeAndPredictiveAi,
    "Reading AI demos critically": readingAiDemosCritically,
    "Case studies: wins and expensive failures": caseStudiesWinsAndFailures,
  },
  "prompt-engineering": {
    "Tokens, context and temperature": tokensContextAndTemperature,
    "Anatomy of a reliable prompt": anatomyOfAReliablePrompt,
    "Roles and system prompts": rolesAndSystemPrompts,
  },
};
