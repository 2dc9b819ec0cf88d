import { describe, expect, it } from "vitest";
import { searchRecords, similarRecords } from "./similar";

const records = [
  { id: 1, name: "RN licence", description: "Texas board of nursing", comments: "", verifierName: "" },
  { id: 2, name: "BLS", description: "Basic life support", comments: "", verifierName: "Dr. Chen" },
  {
    id: 3,
    name: "ACLS",
    description: "Advanced cardiac life support",
    comments: "renewed",
    verifierName: "",
  },
];

describe("similar records (N-017)", () => {
  it("finds a record whose name is nearly the draft's", () => {
    expect(
      similarRecords(records, { id: null, name: "RN licenze", description: "" }).map((r) => r.id),
    ).toEqual([1]);
  });

  it("leaves the record being edited out and ignores unlike names", () => {
    expect(similarRecords(records, { id: 1, name: "RN licence", description: "" })).toEqual([]);
    expect(similarRecords(records, { id: null, name: "Hepatitis B", description: "" })).toEqual([]);
  });
});

describe("search", () => {
  it("trims the text and matches any shown field without regard to case", () => {
    expect(searchRecords(records, "  chen ").map((r) => r.id)).toEqual([2]);
    expect(searchRecords(records, "LIFE").map((r) => r.id)).toEqual([2, 3]);
    expect(searchRecords(records, "   ")).toHaveLength(3);
  });
});
