import { describe, expect, it } from "vitest";
import { cueText, parseWebVtt } from "./webvtt.ts";

const texts = (input: string) => parseWebVtt(input).cues.map((cue) => cue.text);

describe("parseWebVtt", () => {
  it("reads cues with and without hours and identifiers, in seconds", () => {
    const parsed = parseWebVtt(
      [
        "WEBVTT",
        "",
        "00:00.000 --> 00:04.000",
        "A language model reads tokens.",
        "",
        "intro-2",
        "00:01:04.500 --> 00:01:08.250",
        "Second cue.",
        "",
        "101:00:00.000 --> 101:00:01.000",
        "A long lecture.",
      ].join("\n"),
    );
    expect(parsed).toEqual({
      valid: true,
      truncated: false,
      cues: [
        { start: 0, end: 4, text: "A language model reads tokens." },
        { start: 64.5, end: 68.25, text: "Second cue." },
        { start: 363_600, end: 363_601, text: "A long lecture." },
      ],
    });
  });

  it("skips the header's lines and NOTE, STYLE and REGION blocks, even a NOTE holding an arrow", () => {
    const input = [
      "WEBVTT - Tokens in 24 seconds",
      "Kind: captions",
      "Language: en",
      "",
      "STYLE",
      "::cue { color: yellow }",
      "",
      "REGION",
      "id:fred width:40%",
      "",
      "NOTE This is a comment",
      "00:00.000 --> 00:01.000 is not a cue",
      "",
      "NOTE",
      "multi-line",
      "comment",
      "",
      "00:00.000 --> 00:02.000",
      "Only cue.",
    ].join("\n");
    expect(texts(input)).toEqual(["Only cue."]);
  });

  it("ignores cue settings, joins multi-line cues and takes CRLF, CR and a BOM", () => {
    const crlf =
      "\ufeffWEBVTT\r\n\r\n1\r\n00:00:01.000 --> 00:00:03.000 align:start position:10% line:0\r\nFirst line\r\nsecond line\r\n\r\n00:00:03.000 --> 00:00:05.000 vertical:rl\r\nNext\r\n";
    expect(parseWebVtt(crlf).cues).toEqual([
      { start: 1, end: 3, text: "First line second line" },
      { start: 3, end: 5, text: "Next" },
    ]);
    expect(texts("WEBVTT\r\r00:01.000 --> 00:02.000\rOld Mac line endings")).toEqual([
      "Old Mac line endings",
    ]);
  });

  it("strips tags and decodes character references, leaving text only", () => {
    const input = [
      "WEBVTT",
      "",
      "00:00.000 --> 00:05.000",
      "<v Roger Bingham><i>We are</i> in <b>New York</b> <c.loud>City</c>",
      "",
      "00:05.000 --> 00:09.000",
      "<v.first.loud Esme>It&apos;s &lt;script&gt;alert(1)&lt;/script&gt; &amp; &#65;&#x42; caf&eacute;&nbsp;bar",
      "",
      "00:09.000 --> 00:12.000",
      "Karaoke <00:10.000>timed <00:11.000>words<ruby>漢<rt>kan</rt></ruby>",
      "",
      "00:12.000 --> 00:13.000",
      '<img src=x onerror="alert(1)">Hello <unclosed',
    ].join("\n");
    expect(texts(input)).toEqual([
      "We are in New York City",
      "It's <script>alert(1)</script> & AB caf&eacute; bar",
      "Karaoke timed words漢kan",
      "Hello",
    ]);
  });

  it("skips blocks without a valid timing line and cues without text", () => {
    const input = [
      "WEBVTT",
      "",
      "00:00.000 --> 00:xx.000",
      "Bad time",
      "",
      "no timing here",
      "just text",
      "",
      "00:01.000 -> 00:02.000",
      "One-dash arrow",
      "",
      "00:02.000 --> 00:03.000",
      "",
      "",
      "00:03.000 --> 00:04.000",
      "<i></i>",
      "",
      "00:04,000 --> 00:05,000",
      "Commas (as in SRT)",
      "",
      "",
      "",
      "00:05.000 --> 00:04.000",
      "Ends before it starts",
    ].join("\n");
    expect(parseWebVtt(input).cues).toEqual([
      { start: 4, end: 5, text: "Commas (as in SRT)" },
      { start: 5, end: 5, text: "Ends before it starts" },
    ]);
  });

  it("accepts only a file that starts with the signature", () => {
    expect(parseWebVtt("1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n")).toEqual({
      valid: false,
      cues: [],
      truncated: false,
    });
    expect(parseWebVtt("WEBVTTX\n\n00:00.000 --> 00:01.000\nNo").valid).toBe(false);
    expect(parseWebVtt("").valid).toBe(false);
    expect(parseWebVtt("WEBVTT")).toEqual({ valid: true, cues: [], truncated: false });
    expect(parseWebVtt("WEBVTT\tcomment\n\n00:00.000 --> 00:01.000\nYes").cues).toHaveLength(1);
  });

  it("stops at the limits and says so", () => {
    const many = ["WEBVTT", ""];
    for (let i = 0; i < 10; i += 1) many.push(`00:0${i}.000 --> 00:0${i}.900`, `Cue number ${i}`, "");
    const input = many.join("\n");
    const byCount = parseWebVtt(input, { maxCues: 3 });
    expect(byCount.truncated).toBe(true);
    expect(byCount.cues.map((cue) => cue.text)).toEqual(["Cue number 0", "Cue number 1", "Cue number 2"]);
    const byText = parseWebVtt(input, { maxTextChars: 25 });
    expect(byText).toMatchObject({
      truncated: true,
      cues: [{ text: "Cue number 0" }, { text: "Cue number 1" }],
    });
    expect(parseWebVtt(input, { maxCues: 10 }).truncated).toBe(false);
  });
});

describe("cueText", () => {
  it("removes control characters and never yields markup", () => {
    expect(cueText("a\u0000b\u0007c&#0;d&#xD800;e &#x1F600;")).toBe("abc\ufffdd\ufffde 😀");
    expect(cueText("&#60;b&#62;bold?&#60;/b&#62;")).toBe("<b>bold?</b>");
  });
});
