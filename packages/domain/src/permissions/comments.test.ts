import { describe, expect, it } from "vitest";
import { seesInternalComments, seesInternalCommentsReportColumn } from "./comments.ts";

describe("internal comments (C-015, Z-017)", () => {
  it.each([
    { classification: "staff", comments: false, reportColumn: false },
    { classification: "dept_management", comments: true, reportColumn: false },
    { classification: "ops_management", comments: true, reportColumn: true },
    { classification: "admin", comments: false, reportColumn: false },
  ] as const)(
    "$classification: comments=$comments report column=$reportColumn",
    ({ classification, comments, reportColumn }) => {
      expect(seesInternalComments(classification)).toBe(comments);
      expect(seesInternalCommentsReportColumn(classification)).toBe(reportColumn);
    },
  );
});
