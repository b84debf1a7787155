import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("leaves plain text and numbers as they are, and null empty", () => {
    expect(csvCell("Maya Chen")).toBe("Maya Chen");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-1)).toBe("-1");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling quotes inside", () => {
    expect(csvCell("Chen, Maya")).toBe('"Chen, Maya"');
    expect(csvCell('Maya "M" Chen')).toBe('"Maya ""M"" Chen"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["Name", "Score"],
        [
          ["A, B", 3],
          ["C", null],
        ],
      ),
    ).toBe('Name,Score\r\n"A, B",3\r\nC,\r\n');
    expect(toCsv(["Name"], [])).toBe("Name\r\n");
  });
});
