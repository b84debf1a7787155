import { describe, expect, it } from "vitest";
import { lessonUpdateSchema } from "./course-editor.ts";
import { videoEmbedText } from "./course-editor-text.ts";
import { embedProviderOf, parseStartTime, parseVideoEmbedUrl } from "./video-embed-url.ts";

const id = "dQw4w9WgXcQ";
const yt = `https://www.youtube-nocookie.com/embed/${id}`;
const vimeo = "https://player.vimeo.com/video/76979871?dnt=1";

const urlOf = (input: string) => {
  const parsed = parseVideoEmbedUrl(input);
  return parsed.ok ? parsed.embed.url : `error: ${parsed.message}`;
};

describe("parseVideoEmbedUrl: YouTube", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${id}`, yt],
    [`https://youtube.com/watch?v=${id}`, yt],
    [`https://m.youtube.com/watch?v=${id}&feature=share`, yt],
    [`https://www.youtube.com/watch?feature=youtu.be&v=${id}&list=PL123&index=2`, yt],
    [`https://youtu.be/${id}`, yt],
    [`https://youtu.be/${id}?si=AbCdEfGh`, yt],
    [`https://www.youtube.com/embed/${id}`, yt],
    [`https://www.youtube.com/embed/${id}?rel=0&autoplay=1`, yt],
    [`https://www.youtube.com/shorts/${id}`, yt],
    [`https://www.youtube.com/shorts/${id}/`, yt],
    [`https://www.youtube.com/live/${id}`, yt],
    [`https://www.youtube-nocookie.com/embed/${id}`, yt],
    [`http://www.youtube.com/watch?v=${id}`, yt],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${id}`, yt],
    [`www.youtube.com/watch?v=${id}`, yt],
    [`youtu.be/${id}`, yt],
    [`//youtu.be/${id}`, yt],
    [`  https://youtu.be/${id}\n`, yt],
    [`\thttps://youtu.be/${id}  `, yt],
  ])("%s", (input, expected) => {
    expect(urlOf(input)).toBe(expected);
  });

  it.each([
    [`https://youtu.be/${id}?t=90`, `${yt}?start=90`],
    [`https://youtu.be/${id}?t=90s`, `${yt}?start=90`],
    [`https://www.youtube.com/watch?v=${id}&t=1m30s`, `${yt}?start=90`],
    [`https://www.youtube.com/watch?v=${id}&t=1h2m3s`, `${yt}?start=3723`],
    [`https://www.youtube.com/embed/${id}?start=42`, `${yt}?start=42`],
    [`https://www.youtube.com/watch?v=${id}#t=15`, `${yt}?start=15`],
    [`https://youtu.be/${id}?t=0`, yt],
    [`https://youtu.be/${id}?t=soon`, yt],
    [`https://youtu.be/${id}?t=-5`, yt],
    [`https://youtu.be/${id}?t=999999`, yt],
  ])("keeps the start time: %s", (input, expected) => {
    expect(urlOf(input)).toBe(expected);
  });

  it("reads the src of pasted embed code", () => {
    const code = `<iframe width="560" height="315" src="https://www.youtube.com/embed/${id}?si=x&amp;start=30" title="YouTube video player" frameborder="0" allowfullscreen></iframe>`;
    expect(urlOf(code)).toBe(`${yt}?start=30`);
  });

  it.each([
    "https://www.youtube.com/",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${id}x`,
    "https://www.youtube.com/watch?v=abc<script>",
    "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs",
    "https://www.youtube.com/embed/videoseries?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs",
    "https://www.youtube.com/@SomeChannel",
    "https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw",
    `https://youtu.be/${id}/extra`,
    `https://youtube-nocookie.com/watch?v=${id}`,
  ])("refuses a YouTube link to no one video: %s", (input) => {
    expect(parseVideoEmbedUrl(input)).toEqual({ ok: false, message: videoEmbedText.notOneVideo("YouTube") });
  });
});

describe("parseVideoEmbedUrl: Vimeo", () => {
  it.each([
    ["https://vimeo.com/76979871", vimeo],
    ["https://www.vimeo.com/76979871/", vimeo],
    ["vimeo.com/76979871", vimeo],
    ["http://vimeo.com/76979871", vimeo],
    ["https://player.vimeo.com/video/76979871", vimeo],
    ["https://player.vimeo.com/video/76979871?badge=0&autopause=0", vimeo],
    ["https://player.vimeo.com/video/76979871?dnt=1", vimeo],
    ["https://vimeo.com/76979871/abcdef1234", `${vimeo}&h=abcdef1234`],
    ["https://vimeo.com/76979871?h=ABCDEF1234", `${vimeo}&h=abcdef1234`],
    ["https://player.vimeo.com/video/76979871?h=abcdef1234&dnt=1", `${vimeo}&h=abcdef1234`],
    ["https://vimeo.com/76979871#t=90s", `${vimeo}#t=90s`],
    ["https://vimeo.com/76979871#t=1m5s", `${vimeo}#t=65s`],
    ["https://player.vimeo.com/video/76979871?h=abcdef1234#t=30", `${vimeo}&h=abcdef1234#t=30s`],
    [
      '<iframe src="https://player.vimeo.com/video/76979871?h=abcdef1234&amp;badge=0" allow="autoplay; fullscreen"></iframe>',
      `${vimeo}&h=abcdef1234`,
    ],
  ])("%s", (input, expected) => {
    expect(urlOf(input)).toBe(expected);
  });

  it.each([
    "https://vimeo.com/",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/user12345",
    "https://vimeo.com/076979871",
    "https://vimeo.com/76979871/not-a-hash!",
    "https://vimeo.com/76979871?h=zzz",
    "https://player.vimeo.com/video/",
    "https://player.vimeo.com/video/abc",
    "https://player.vimeo.com/76979871",
  ])("refuses a Vimeo link to no one video: %s", (input) => {
    expect(parseVideoEmbedUrl(input)).toEqual({ ok: false, message: videoEmbedText.notOneVideo("Vimeo") });
  });
});

describe("parseVideoEmbedUrl: anything else", () => {
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)//https://youtu.be/dQw4w9WgXcQ",
    "javascript://youtube.com/watch?v=dQw4w9WgXcQ%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
    `https://youtube.com.evil.com/watch?v=${id}`,
    `https://evil.com/youtube.com/watch?v=${id}`,
    `https://www.youtube.com@evil.com/watch?v=${id}`,
    `https://user:pass@www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com:8080/watch?v=${id}`,
    `https://www.youtube.com./watch?v=${id}`,
    `https://notyoutube.com/watch?v=${id}`,
    `https://youtube.co/watch?v=${id}`,
    `https://www.yоutube.com/watch?v=${id}`, // Cyrillic o
    `https://youtu.be.evil.com/${id}`,
    "https://vimeo.com.evil.com/76979871",
    "https://evilvimeo.com/76979871",
    "https://player.vimeo.com.evil.com/video/76979871",
    `https://www.youtube.com/watch?v=${id} onload=alert(1)`,
    `https://www.you tube.com/watch?v=${id}`,
    `https://youtu.be/${id}\u0000`,
    "https://example.com/video.mp4",
    "not a url",
    "https://",
    "<iframe src='javascript:alert(1)'></iframe>",
    `<script src="https://youtu.be/${id}"></script>`,
  ])("refuses %s", (input) => {
    expect(parseVideoEmbedUrl(input)).toEqual({ ok: false, message: videoEmbedText.unsupported });
  });

  it("refuses an overlong link with its own message", () => {
    expect(parseVideoEmbedUrl(`https://youtu.be/${id}?x=${"a".repeat(2_000)}`)).toEqual({
      ok: false,
      message: videoEmbedText.tooLong,
    });
  });
});

describe("canonical URLs", () => {
  it.each([yt, `${yt}?start=90`, vimeo, `${vimeo}&h=abcdef1234`, `${vimeo}#t=30s`])(
    "parse to themselves and name their provider: %s",
    (url) => {
      expect(urlOf(url)).toBe(url);
      expect(embedProviderOf(url)).toBe(url.includes("vimeo") ? "vimeo" : "youtube");
    },
  );

  it.each([
    `https://www.youtube.com/embed/${id}`,
    `${yt}?autoplay=1`,
    `${yt}"onload="alert(1)`,
    "https://player.vimeo.com/video/76979871",
    "javascript:alert(1)",
    "",
  ])("anything else is no embed to the player: %s", (url) => {
    expect(embedProviderOf(url)).toBeNull();
  });
});

describe("parseStartTime", () => {
  it.each([
    ["90", 90],
    ["90s", 90],
    ["2m", 120],
    ["1h", 3600],
    ["1h0m5s", 3605],
    ["", 0],
    [null, 0],
    ["0", 0],
    ["1.5", 0],
    ["90x", 0],
    ["86401", 0],
  ])("%s is %i s", (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });
});

describe("lessonUpdateSchema's videoEmbedUrl", () => {
  it("saves the canonical URL, clears on empty or null, and refuses with the parser's message", () => {
    expect(lessonUpdateSchema.parse({ videoEmbedUrl: ` https://youtu.be/${id} ` })).toEqual({
      videoEmbedUrl: yt,
    });
    expect(lessonUpdateSchema.parse({ videoEmbedUrl: "  " })).toEqual({ videoEmbedUrl: null });
    expect(lessonUpdateSchema.parse({ videoEmbedUrl: null })).toEqual({ videoEmbedUrl: null });
    expect(lessonUpdateSchema.parse({})).toEqual({});
    const refused = lessonUpdateSchema.safeParse({ videoEmbedUrl: "javascript:alert(1)" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([
      { path: ["videoEmbedUrl"], message: videoEmbedText.unsupported },
    ]);
  });
});
