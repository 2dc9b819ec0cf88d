import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RecordedRequest, signedInServer } from "../../../test/fake-server";
import { buildSessionUser, type Role } from "../../../test/factories";
import { renderApp } from "../../../test/render-app";
import { storeSession } from "../../../test/tokens";
import { defaultReportState, type ReportState } from "../lib/report-state";

const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  full_name: name,
  employee_id: `E${id}`,
  date: "2026-11-20",
  payroll_date: "2026-11-20",
  department: "4 West",
  home_department: "4 West",
  shift_type: "Day 12",
  start_time: "07:00:00",
  end_time: "19:00:00",
  total_hours: 12,
  overtime: false,
  overtime_hours: 0,
  working: "on_duty",
  canceled: false,
  sitter: false,
  flags: ["FL"],
  job_type: "RN",
  job_status: "Full time",
  comments: "",
  ...extra,
});

function serve(role: Role, preferences: Record<string, unknown> = {}) {
  const user = buildSessionUser(role, { schedulePreferences: preferences });
  const server = signedInServer(role, { user }).on("GET", "/api/shifts/report/", (request) => ({
    body: {
      count: 2,
      next: null,
      previous: null,
      results:
        request.query.get("working") === "true"
          ? [row(2, "Lee, Ann")]
          : [row(1, "Quinn, Nora", { internal_comments: "coaching" }), row(2, "Lee, Ann")],
    },
  }));
  storeSession();
  return { server, user };
}

/** The report's screen loads the grid's chunk on first use: the first test waits for it. */
const openReport = () => screen.findByRole("dialog", { name: "Report" });

const reportCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === "GET" && request.path === "/api/shifts/report/");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("shift report screen", () => {
  it("opens as a full-screen dialog with the default query and the rows of the first block", async () => {
    const { server } = serve("dept");
    renderApp("/reports/shifts");
    const dialog = await openReport();
    expect(await within(dialog).findByText("2 shifts")).toBeInTheDocument();
    expect(await within(dialog).findByText("Lee, Ann")).toBeInTheDocument();
    expect(within(dialog).getAllByText("2026/11/20").length).toBeGreaterThan(0);
    expect(within(dialog).getByRole("columnheader", { name: /Employee ID/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("columnheader", { name: /Internal comments/ })).not.toBeInTheDocument();
    const [first] = reportCalls(server.requests);
    expect(first?.query.get("order_by")).toBe("-date");
    expect(first?.query.get("date_between")).toMatch(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
    expect(first?.query.get("page")).toBe("1");
    expect(first?.query.get("page_size")).toBe("500");
    expect(within(dialog).getByLabelText("Report template")).toHaveAttribute(
      "placeholder",
      "No template selected",
    );
  });

  it("filters: a choice sends a new query; department management gets no department filter", async () => {
    const { server } = serve("dept");
    const user = userEvent.setup();
    renderApp("/reports/shifts");
    const dialog = await openReport();
    await within(dialog).findByText("2 shifts");
    await user.click(within(dialog).getByRole("button", { name: "Filters" }));
    const panel = within(dialog).getByRole("complementary", { name: "Filters" });
    expect(within(panel).queryByLabelText("Department")).not.toBeInTheDocument();
    await user.click(within(panel).getByLabelText("Working"));
    await user.click(await screen.findByRole("option", { name: "Yes" }));
    await waitFor(() => expect(reportCalls(server.requests).at(-1)?.query.get("working")).toBe("true"));
    await user.type(within(panel).getByLabelText("Employee name contains"), "lee{Enter}");
    await waitFor(() => expect(reportCalls(server.requests).at(-1)?.query.get("name")).toBe("lee"));
  });

  it("shows the count of the criteria on screen even when a block of earlier criteria answers last", async () => {
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const page = (count: number) => ({ count, next: null, previous: null, results: [row(2, "Lee, Ann")] });
    signedInServer("dept", { user: buildSessionUser("dept") }).on(
      "GET",
      "/api/shifts/report/",
      async (request) => {
        if (request.query.get("name") === "lee") return { body: page(3) };
        if (request.query.get("working") === "true") return { body: page(1) };
        await firstHeld;
        return { body: page(7) };
      },
    );
    storeSession();
    const user = userEvent.setup();
    renderApp("/reports/shifts");
    const dialog = await openReport();
    // Every count the dialog shows, in order, so a stale one that flashes by is caught too.
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const text = within(dialog).queryByText(/^\d+ shifts?$/)?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    });
    observer.observe(dialog, { subtree: true, childList: true, characterData: true });

    await user.click(within(dialog).getByRole("button", { name: "Filters" }));
    const panel = within(dialog).getByRole("complementary", { name: "Filters" });
    await user.click(within(panel).getByLabelText("Working"));
    await user.click(await screen.findByRole("option", { name: "Yes" }));
    expect(await within(dialog).findByText("1 shift")).toBeInTheDocument();
    releaseFirst();
    await user.type(within(panel).getByLabelText("Employee name contains"), "lee{Enter}");
    expect(await within(dialog).findByText("3 shifts")).toBeInTheDocument();
    observer.disconnect();
    expect(shown).toEqual(["1 shift", "3 shifts"]);
  });

  it("operations management may filter by department and sees internal comments", async () => {
    serve("ops");
    const user = userEvent.setup();
    renderApp("/reports/shifts");
    const dialog = await openReport();
    expect(await within(dialog).findByText("coaching")).toBeInTheDocument();
    expect(within(dialog).getByRole("columnheader", { name: /Internal comments/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Filters" }));
    expect(within(dialog).getByLabelText("Department")).toBeInTheDocument();
  });

  it("creates a template from the current settings and remembers it as last", async () => {
    const { server } = serve("dept");
    server.on("PATCH", "/api/profiles/21/update_schedule_preferences/", (request) => {
      const changes = request.body as { path: string; value: unknown }[];
      const id = changes[0]?.path.split(".").at(-1) ?? "";
      return { body: { reports: { shifts: { templates: { [id]: changes[0]?.value }, last: id } } } };
    });
    const user = userEvent.setup();
    renderApp("/reports/shifts");
    const dialog = await openReport();
    await within(dialog).findByText("2 shifts");
    await user.click(within(dialog).getByRole("button", { name: "New template" }));
    expect(screen.getByRole("dialog", { name: "New report template" })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Template name/), "Nights on 4 West");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Report template saved.")).toBeInTheDocument();
    const [patch] = server.calls("PATCH", "/api/profiles/21/update_schedule_preferences/");
    const changes = patch?.body as { path: string; value: { name: string; state: ReportState } }[];
    expect(changes[0]?.path).toMatch(/^reports\.shifts\.templates\.rpt\d{13}$/);
    expect(changes[0]?.value.name).toBe("Nights on 4 West");
    expect(changes[0]?.value.state.sort).toEqual([{ colId: "date", sort: "desc" }]);
    expect(changes[1]).toEqual({ path: "reports.shifts.last", value: changes[0]?.path.split(".").at(-1) });
    expect(await within(dialog).findByDisplayValue("Nights on 4 West")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save template" })).toBeDisabled();
  });

  it("opens the last template, detects a change, resets it, and deletes after confirming", async () => {
    const saved: ReportState = {
      ...defaultReportState("2026-11-25"),
      filter: { date: { filterType: "date", type: "inRange", dateFrom: "2026-10-01", dateTo: "2026-10-31" } },
    };
    const { server } = serve("dept", {
      reports: { shifts: { templates: { rpt1: { name: "October", state: saved } }, last: "rpt1" } },
    });
    server.on("PATCH", "/api/profiles/21/delete_report_template/", {
      body: { reports: { shifts: { templates: {} } } },
    });
    const user = userEvent.setup();
    renderApp("/reports/shifts");
    const dialog = await openReport();
    expect(await within(dialog).findByDisplayValue("October")).toBeInTheDocument();
    await waitFor(() =>
      expect(reportCalls(server.requests).at(-1)?.query.get("date_between")).toBe("2026-10-01,2026-10-31"),
    );
    const reset = within(dialog).getByRole("button", { name: "Reset" });
    expect(reset).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Columns" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Employee ID" }));
    expect(within(dialog).getByRole("button", { name: "Save template" })).toBeEnabled();
    await user.click(reset);
    expect(within(dialog).getByRole("button", { name: "Save template" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Delete template" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete template" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Report template deleted.")).toBeInTheDocument();
    expect(server.calls("PATCH", "/api/profiles/21/delete_report_template/")[0]?.body).toEqual({
      id: "rpt1",
      source: "shifts",
    });
    expect(within(dialog).getByLabelText("Report template")).toHaveValue("");
  });

  it("shows an error toast when a template cannot be saved", async () => {
    const { server } = serve("dept");
    server.on("PATCH", "/api/profiles/21/update_schedule_preferences/", {
      status: 400,
      body: { detail: "Bad", code: "invalid", errors: { non_field_errors: ["Too large."] } },
    });
    const user = userEvent.setup();
    renderApp("/reports/shifts");
    const dialog = await openReport();
    await user.click(within(dialog).getByRole("button", { name: "New template" }));
    await user.type(within(dialog).getByLabelText(/Template name/), "X");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("The report template could not be saved.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Template name/)).toBeInTheDocument();
  });

  it("downloads the shown columns with their headers in the reader's language", async () => {
    const { server } = serve("dept");
    server.on("POST", "/api/shifts/report/download/", { body: "csv" });
    const created: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), "blob:report"),
        revokeObjectURL: () => undefined,
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp("/reports/shifts");
    const dialog = await openReport();
    await within(dialog).findByText("2 shifts");
    await user.click(within(dialog).getByRole("button", { name: "Download report (CSV)" }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [call] = server.calls("POST", "/api/shifts/report/download/");
    expect(call?.query.get("order_by")).toBe("-date");
    const body = call?.body as {
      fields_to_download: Record<string, string>;
      value_labels: Record<string, string>;
    };
    expect(Object.keys(body.fields_to_download)[0]).toBe("full_name");
    expect(body.fields_to_download.full_name).toBe("Employee");
    expect(body.fields_to_download).not.toHaveProperty("internal_comments");
    expect(body.value_labels.on_duty).toBe("On duty");
    expect(created).toHaveLength(1);
    clicked.mockRestore();
  });
});
