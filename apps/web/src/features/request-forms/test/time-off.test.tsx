import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError } from "../../../test/fake-server";
import { renderApp } from "../../../test/render-app";
import { scheduleServer, setToday, VACATION } from "./fixtures";

beforeEach(setToday);

const openForm = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Ask for time off" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Ask for time off" }) };
};

/** Date inputs take their value as typed text; jsdom has no picker. */
const setDate = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("asking for time off", () => {
  it("checks the form, previews the schedule, and sends the type, dates and comments", async () => {
    const { server } = scheduleServer();
    server.on("POST", "/api/events/request/validate/", { body: [] });
    server.on("POST", "/api/events/request/", { status: 201, body: { id: 31 } });
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openForm();

    // Only event types staff may ask for are offered.
    await user.click(within(dialog).getByRole("combobox", { name: /Kind of time off/ }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["Vacation", "Sick leave"]);
    await user.keyboard("{Escape}");

    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText("Add at least one date.")).toBeInTheDocument();
    expect(within(dialog).getByText("This field is required.")).toBeInTheDocument();
    expect(server.calls("POST", "/api/events/request/")).toHaveLength(0);

    await user.click(within(dialog).getByRole("combobox", { name: /Kind of time off/ }));
    await user.click(screen.getByRole("option", { name: "Vacation" }));
    setDate(within(dialog).getByLabelText("From"), "2026-02-16");
    setDate(within(dialog).getByLabelText("To (optional)"), "2026-02-17");
    await user.click(within(dialog).getByRole("button", { name: "Add 2 days" }));
    const chosen = within(dialog).getByRole("list", { name: "Chosen dates" });
    expect(within(chosen).getAllByRole("listitem")).toHaveLength(2);
    expect(within(dialog).getByText("2 days chosen.")).toBeInTheDocument();

    expect(await within(dialog).findByText(/No problems found/)).toBeInTheDocument();
    expect(server.calls("POST", "/api/events/request/validate/").at(-1)?.body).toEqual({
      type_id: VACATION,
      dates: ["2026-02-16", "2026-02-17"],
    });

    await user.type(
      within(dialog).getByRole("textbox", { name: "Comments for the reviewer" }),
      "Family wedding",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.calls("POST", "/api/events/request/")[0]?.body).toEqual({
      type_id: VACATION,
      dates: ["2026-02-16", "2026-02-17"],
      comments: "Family wedding",
    });
    expect(await screen.findByText(/Your request was sent/)).toBeInTheDocument();
  });

  it("shows what the validators would find, and still sends", async () => {
    const { server } = scheduleServer();
    server.on("POST", "/api/events/request/validate/", {
      body: [{ validator: "OvertimeValidator", priority: 150, error_data: { "11": ["2026-02-08"] } }],
    });
    server.on("POST", "/api/events/request/", { status: 201, body: { id: 32 } });
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openForm();

    await user.click(within(dialog).getByRole("combobox", { name: /Kind of time off/ }));
    await user.click(screen.getByRole("option", { name: "Sick leave" }));
    setDate(within(dialog).getByLabelText("From"), "2026-02-10");
    await user.click(within(dialog).getByRole("button", { name: "Add day" }));

    const finding = await within(dialog).findByText(/Over the weekly hours for you/);
    expect(finding).toHaveTextContent("Feb 8");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(server.calls("POST", "/api/events/request/")).toHaveLength(1));
  });

  it("refuses dates within the hospital's notice period before sending", async () => {
    scheduleServer({ requests: { eventMinNoticeDays: 30 } });
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openForm();

    await user.click(within(dialog).getByRole("combobox", { name: /Kind of time off/ }));
    await user.click(screen.getByRole("option", { name: "Vacation" }));
    setDate(within(dialog).getByLabelText("From"), "2026-02-10");
    await user.click(within(dialog).getByRole("button", { name: "Add day" }));
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    expect(
      await within(dialog).findByText("Time off must be asked for at least 30 days ahead."),
    ).toBeInTheDocument();
  });

  it("puts the server's 400 on the dates and says a refusal plainly", async () => {
    const { server } = scheduleServer();
    server.on("POST", "/api/events/request/validate/", { body: [] });
    let answer = apiError(400, "invalid", "Invalid input.", {
      errors: { dates: ["You already asked for time off on Feb 16, 2026."] },
    });
    server.on("POST", "/api/events/request/", () => answer);
    renderApp("/scheduling/staffschedule");
    const { user, dialog } = await openForm();

    await user.click(within(dialog).getByRole("combobox", { name: /Kind of time off/ }));
    await user.click(screen.getByRole("option", { name: "Vacation" }));
    setDate(within(dialog).getByLabelText("From"), "2026-02-16");
    await user.click(within(dialog).getByRole("button", { name: "Add day" }));
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(
      await within(dialog).findByText("You already asked for time off on Feb 16, 2026."),
    ).toBeInTheDocument();

    answer = apiError(412, "precondition_failed", "A pending request already covers this.", {
      detail_key: "errors.precondition.request_pending_exists",
    });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    // The reason in the reader's language, from the catalogue key the server named.
    expect(
      await within(dialog).findByText("A request for this shift is already awaiting review."),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Ask for time off" })).toBeInTheDocument();
  });
});
