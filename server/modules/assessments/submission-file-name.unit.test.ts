import { describe, expect, it } from "vitest";
import { submissionFileName } from "./submission-file-name.ts";

describe("submissionFileName", () => {
  it("keeps a plain name whose extension fits its content", () => {
    expect(submissionFileName("Report final.pdf", "pdf")).toBe("Report final.pdf");
    expect(submissionFileName("analysis.IPYNB", "ipynb")).toBe("analysis.ipynb");
  });

  it("gives the name the extension its content shows", () => {
    expect(submissionFileName("report.zip", "pdf")).toBe("report.pdf");
    expect(submissionFileName("notes", "zip")).toBe("notes.zip");
    expect(submissionFileName("thesis.v2", "pdf")).toBe("thesis.v2.pdf");
  });

  it("drops paths, control and direction characters, and leading dots", () => {
    expect(submissionFileName("C:\\Users\\me\\Desktop\\work.pdf", "pdf")).toBe("work.pdf");
    expect(submissionFileName("../../etc/passwd", "zip")).toBe("passwd.zip");
    expect(submissionFileName("evil\u202Efdp.exe", "pdf")).toBe("evilfdp.exe.pdf");
    expect(submissionFileName("a\u0000b\nc.pdf", "pdf")).toBe("abc.pdf");
    expect(submissionFileName("...hidden.pdf", "pdf")).toBe("hidden.pdf");
    expect(submissionFileName("  two   spaces .pdf", "pdf")).toBe("two spaces.pdf");
  });

  it("answers null when no name is left, and cuts a long one keeping the extension", () => {
    expect(submissionFileName("", "pdf")).toBeNull();
    expect(submissionFileName("...", "pdf")).toBeNull();
    expect(submissionFileName(" \u0007 ", "zip")).toBeNull();
    expect(submissionFileName("dir/", "pdf")).toBeNull();
    const long = submissionFileName(`${"a".repeat(300)}.pdf`, "pdf");
    expect(long).toHaveLength(200);
    expect(long?.endsWith("a.pdf")).toBe(true);
  });
});
