import { describe, expect, it } from "vitest";
import { buildEmployee, buildJobType } from "../../test/factories";
import { buildShift } from "../../test/schedule-fixtures";
import { addToSelection, categoryOf, filterRows, groupRows, pickerRows } from "./picker-rows";

const ann = buildEmployee(1, "Ann", "Able", { jobTypeId: 6 });
const ben = buildEmployee(2, "Ben", "Baker", { jobTypeId: 5 });
const cy = buildEmployee(3, "Cy", "Cole", { jobTypeId: 5, shiftTypeId: 41 });
const dee = buildEmployee(4, "Dee", "Dunn", { jobTypeId: 5, state: "inactive" });
const day = "2026-02-10";

describe("staff picker rows", () => {
  it("puts a person in the category of their shift that day: working beats available, none is off duty", () => {
    expect(categoryOf([]).category).toBe("offDuty");
    expect(categoryOf([buildShift(1, day, 41, { canceled: true })]).category).toBe("canceled");
    expect(categoryOf([buildShift(1, day, 41, { flexOn: true })]).category).toBe("available");
    expect(categoryOf([buildShift(1, day, 41, { flexOn: true }), buildShift(1, day, 42)]).category).toBe(
      "assigned",
    );
    expect(categoryOf([buildShift(1, day, 42), buildShift(1, day, 41, { flexOn: true })]).category).toBe(
      "assigned",
    );
    expect(categoryOf([buildShift(1, day, 41, { giveaway: true })]).category).toBe("offDuty");
  });

  it("groups by category in order, then by job type rank, names A–Z or Z–A", () => {
    const rows = pickerRows({
      staff: [ann, ben, cy],
      shiftsOfDay: [buildShift(3, day)],
      lastOvertime: new Map(),
    });
    const jobTypes = [buildJobType(5, "RN", { rank: 2 }), buildJobType(6, "Charge", { rank: 1 })];
    const groups = groupRows(rows, jobTypes, "name_asc");
    expect(groups.map((group) => group.category)).toEqual(["assigned", "offDuty"]);
    expect(groups[1]?.rows.map((row) => row.employee.firstName)).toEqual(["Ann", "Ben"]);
    const desc = groupRows(
      rows.filter((row) => row.category === "offDuty"),
      [buildJobType(5, "RN", { rank: 1 })],
      "name_desc",
    );
    expect(desc[0]?.rows.map((row) => row.employee.firstName)).toEqual(["Ben", "Ann"]);
  });

  it("sorts by last overtime, counting never as the oldest", () => {
    const rows = pickerRows({
      staff: [ann, ben, cy],
      shiftsOfDay: [],
      lastOvertime: new Map([
        [1, "2026-01-02"],
        [2, null],
        [3, "2026-02-01"],
      ]),
    });
    const recent = groupRows(rows, [], "overtime_recent")[0]?.rows.map((row) => row.employee.firstName);
    expect(recent).toEqual(["Cy", "Ann", "Ben"]);
    const oldest = groupRows(rows, [], "overtime_oldest")[0]?.rows.map((row) => row.employee.firstName);
    expect(oldest).toEqual(["Ben", "Ann", "Cy"]);
  });

  it("filters by trimmed name, job type, shift type and exclusions, and never offers inactive people", () => {
    const rows = pickerRows({ staff: [ann, ben, cy, dee], shiftsOfDay: [], lastOvertime: new Map() });
    const names = (filter: Partial<Parameters<typeof filterRows>[1]>) =>
      filterRows(rows, { search: "", jobTypeIds: [], shiftTypeIds: [], excludeUserIds: [], ...filter }).map(
        (row) => row.employee.firstName,
      );
    expect(names({})).toEqual(["Ann", "Ben", "Cy"]);
    expect(names({ search: "  bak " })).toEqual(["Ben"]);
    expect(names({ jobTypeIds: [5] })).toEqual(["Ben", "Cy"]);
    expect(names({ shiftTypeIds: [41] })).toEqual(["Cy"]);
    expect(names({ excludeUserIds: [1, 3] })).toEqual(["Ben"]);
  });

  it("ignores adding someone already chosen or beyond the limit", () => {
    expect(addToSelection([1], 1, 0)).toEqual([1]);
    expect(addToSelection([1], 2, 0)).toEqual([1, 2]);
    expect(addToSelection([1, 2], 3, 2)).toEqual([1, 2]);
    expect(addToSelection([1], 3, 2)).toEqual([1, 3]);
  });
});
