/**
 * A hospital with some of everything the configuration screens show, as contract values (the fake
 * server presents them with the contract's `toWire`, as the server's presenters do), and the
 * screens opened as an administrator.
 */
import type { Employee, Hospital } from "@rosterly/contract";
import {
  audited,
  buildEmployee,
  buildHospital,
  buildShiftType,
  buildJobStatus,
} from "../../../test/factories";
import { signedInServer } from "../../../test/fake-server";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";

const shiftType = (
  id: number,
  name: string,
  start: string,
  end: string,
  web: Record<string, string>,
  obsolete = false,
) => buildShiftType(id, name, start, end, { styles: { web }, obsolete });

const person = (userId: number, firstName: string, lastName: string, groups: string[]): Employee =>
  buildEmployee(userId, firstName, lastName, {
    fullName: `${firstName} ${lastName}`,
    classification: "dept_management",
    groups,
    jobStatusId: 1,
    shiftTypeId: 1,
    dailyHours: 8,
    weeklyHours: 40,
  });

export function configurationHospital(settings: Record<string, unknown> = { idleTimeout: 15 }): Hospital {
  const base = buildHospital(settings);
  return {
    ...base,
    shiftTypes: [
      shiftType(1, "Day 12", "07:00:00", "19:00:00", {
        symbolType: "text",
        symbolValue: "D",
        color: "#1e88e5",
      }),
      shiftType(2, "Night 12", "19:00:00", "07:00:00", {
        symbolType: "pill",
        symbolValue: "N",
        color: "#3949ab",
      }),
      shiftType(3, "Evening 4", "15:00:00", "19:00:00", { symbolType: "bar", color: "#fb8c00" }, true),
    ],
    jobTypes: [
      ...base.jobTypes,
      {
        ...audited,
        id: 6,
        hospitalId: 1,
        name: "CNA",
        description: "Certified nursing assistant",
        rank: 3,
        partakeInScheduling: true,
        settings: { associatedShiftTypes: [1, 2], associatedGroups: ["nurse"] },
        swappableJobTypes: [],
        associatedJobTypes: [],
        staffNeeded: { "1": 2 },
        obsolete: false,
      },
    ],
    jobStatus: [
      buildJobStatus(1, "Full time", "FT", { minShiftSettings: { countRules: { weekend: [{ count: 2 }] } } }),
    ],
    eventTypes: [
      {
        ...audited,
        id: 1,
        hospitalId: 1,
        name: "Vacation",
        description: "Paid time off",
        adminOnly: false,
        requestOnly: false,
        visibleToOtherStaff: true,
        settings: {},
        styles: { web: { color: "#43a047" } },
        obsolete: false,
      },
    ],
    flags: [
      {
        ...audited,
        id: 1,
        hospitalId: 1,
        name: "Floated",
        shortCode: "FL",
        description: "Worked in another unit",
        allowRequest: false,
        commitment: true,
        float: true,
        productivity: true,
        working: true,
        visibleToOtherStaff: false,
        obsolete: false,
      },
    ],
    dailyScheduleTypes: [
      {
        ...audited,
        id: 1,
        hospitalId: 1,
        name: "Inpatient census",
        description: "",
        shiftTypes: [1, 2],
        settings: { census: { predefined: ["Admissions", "Discharges"] } },
        obsolete: false,
      },
    ],
    employees: {
      "40": person(40, "Dana", "Director", ["director"]),
      "41": person(41, "Sam", "Scheduler", ["scheduler"]),
    },
  };
}

/** Opens a configuration screen as an administrator of the hospital; the server can be extended. */
export function openAsAdmin(path: string, hospital = configurationHospital()) {
  storeSession();
  const server = signedInServer("admin", { hospital });
  const view = renderApp(path);
  return { server, view, hospital };
}
