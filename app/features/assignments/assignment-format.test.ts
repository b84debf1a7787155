import { describe, expect, test } from "vitest";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import { chosenFilesProblem, formatDueMoment, formatFileSize, formatTimeLeft } from "./assignment-format.ts";

const minute = 60_000;

describe("formatTimeLeft", () => {
  test("says at most two units, counting a part minute as a whole one", () => {
    expect(formatTimeLeft(2 * 1440 * minute + 5 * 60 * minute)).toBe("2 days, 5 hours");
    expect(formatTimeLeft(1440 * minute)).toBe("1 day");
    expect(formatTimeLeft(5 * 60 * minute + 12 * minute)).toBe("5 hours, 12 minutes");
    expect(formatTimeLeft(60 * minute)).toBe("1 hour");
    expect(formatTimeLeft(11 * minute + 1)).toBe("12 minutes");
    expect(formatTimeLeft(minute)).toBe("1 minute");
    expect(formatTimeLeft(59_000)).toBe("less than a minute");
  });
});

describe("formatDueMoment", () => {
  test("writes the moment on the zone's wall clock, naming the zone", () => {
    expect(formatDueMoment("2026-12-08T04:59:00.000Z", "America/New_York")).toBe(
      "Mon, Dec 7, 2026, 11:59 PM EST",
    );
    expect(formatDueMoment("2026-03-04T03:30:00.000Z", "Asia/Kolkata")).toBe(
      "Wed, Mar 4, 2026, 9:00 AM GMT+5:30",
    );
  });
});

describe("chosenFilesProblem", () => {
  const file = (name: string, size = 1000) => ({ name, size });
  test("passes up to five named PDF, ZIP or notebook files within 25 MB", () => {
    expect(chosenFilesProblem([file("a.pdf"), file("b.ZIP"), file("c.ipynb")])).toBeNull();
  });
  test("names the first problem", () => {
    expect(chosenFilesProblem(Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`)))).toBe(
      assignmentMessages.tooManyFiles,
    );
    expect(chosenFilesProblem([file("big.pdf", 25 * 1024 * 1024 + 1)])).toBe(assignmentMessages.fileTooLarge);
    expect(chosenFilesProblem([file("setup.exe")])).toBe(assignmentMessages.fileKindNotAllowed);
  });
  test("writes sizes in KB and MB", () => {
    expect(formatFileSize(300)).toBe("1 KB");
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(4.2 * 1024 * 1024)).toBe("4.2 MB");
  });
});
