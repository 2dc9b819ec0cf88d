import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildSessionUser } from "../../../../test/factories";
import { apiError, signedInServer } from "../../../../test/fake-server";
import { renderApp } from "../../../../test/render-app";
import { storeSession } from "../../../../test/tokens";
import { accountsHospital, buildAccount, JOB, pendingJson, usersPage } from "../../test/fixtures";
import { recordUrls } from "../../test/urls";

const ada = buildAccount();
const mary = buildAccount(
  { id: 102, firstName: "Mary", lastName: "Seacole", email: "mary.seacole@stmarys.example" },
  { id: 202, userId: 102, state: "pending", departmentId: 2 },
);
/** 28 more nurses, so the list has a second page at 25 rows. */
const crowd = Array.from({ length: 28 }, (_, index) =>
  buildAccount(
    {
      id: 300 + index,
      firstName: `Nurse${String(index).padStart(2, "0")}`,
      lastName: "Zimmer",
      email: `z${index}@stmarys.example`,
    },
    { id: 400 + index, userId: 300 + index },
  ),
);

const namesInTable = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).queryByRole("button")?.textContent ?? "");

describe("users lists", () => {
  it("asks the server for one sorted page at a time, shows it as sent, and marks pending profiles", async () => {
    storeSession();
    const everyone = [ada, mary, ...crowd];
    // The server's answer: the page asked for, out of 30 (its sorting is tested on the server).
    const onePage = () => {
      const query = urls.last("/api/users/");
      const size = Number(query.get("page_size"));
      const at = (Number(query.get("page")) - 1) * size;
      return { body: { ...usersPage(everyone.slice(at, at + size)), count: everyone.length } };
    };
    signedInServer("admin", { hospital: accountsHospital() })
      .on("GET", "/api/profiles/pending_count/", { body: pendingJson({ staff: 1 }) })
      .on("GET", "/api/users/", onePage);
    const urls = recordUrls();
    renderApp("/admin/users/staff");
    const user = userEvent.setup();

    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByRole("button", { name: "Lovelace, Ada" });
    expect(Object.fromEntries(urls.last("/api/users/"))).toEqual({
      classification: "staff",
      order_by: "name",
      page: "1",
      page_size: "25",
    });
    expect(namesInTable(table)).toHaveLength(25);
    expect(namesInTable(table).slice(0, 2)).toEqual(["Lovelace, Ada", "Seacole, Mary"]);
    const pendingRow = within(table).getByRole("button", { name: "Seacole, Mary" }).closest("tr");
    expect(pendingRow).toHaveAttribute("data-state", "pending");
    expect(within(pendingRow as HTMLElement).getByText("Pending approval")).toBeInTheDocument();
    expect(screen.getByText("1–25 of 30")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(urls.last("/api/users/").get("page")).toBe("2"));
    expect(await screen.findByText("26–30 of 30")).toBeInTheDocument();
    await waitFor(() => expect(namesInTable(table)).toHaveLength(5));

    await user.click(within(table).getByRole("button", { name: "Name" }));
    await waitFor(() => expect(urls.last("/api/users/").get("order_by")).toBe("-name"));
    expect(urls.last("/api/users/").get("page")).toBe("1");
    await user.click(within(table).getByRole("button", { name: "Department" }));
    await waitFor(() => expect(urls.last("/api/users/").get("order_by")).toBe("department"));

    await user.type(screen.getByLabelText("Search by name or e-mail"), "sea");
    await waitFor(() => expect(urls.last("/api/users/").get("search")).toBe("sea"));
    await user.click(screen.getByRole("button", { name: "Pending approval only" }));
    await waitFor(() => expect(urls.last("/api/users/").get("state")).toBe("pending"));
  });

  it("puts a red dot on the admin tabs that have pending profiles", async () => {
    storeSession();
    signedInServer("admin", { hospital: accountsHospital() })
      .on("GET", "/api/profiles/pending_count/", { body: pendingJson({ staff: 2, management: 1 }) })
      .on("GET", "/api/users/", { body: usersPage([ada]) });
    renderApp("/admin/users/operations");

    const tabs = await screen.findByRole("tablist", { name: "Users pages" });
    const dotOf = (name: string) =>
      within(tabs)
        .getByRole("tab", { name: new RegExp(`^${name}`) })
        .querySelector(".MuiBadge-dot");
    await waitFor(() => expect(dotOf("Staff")).not.toHaveClass("MuiBadge-invisible"));
    expect(dotOf("Management")).not.toHaveClass("MuiBadge-invisible");
    expect(dotOf("Operations")).toHaveClass("MuiBadge-invisible");
    expect(dotOf("Administrators")).toHaveClass("MuiBadge-invisible");
  });

  it("shows management its pending count on the Users rail entry, and no Add button without edit", async () => {
    storeSession();
    const viewOnly = buildSessionUser("ops");
    viewOnly.profile.permissions.screens.user = "view_only";
    signedInServer("ops", { user: viewOnly, hospital: accountsHospital() })
      .on("GET", "/api/profiles/pending_count/", { body: pendingJson({ staff: 3 }) })
      .on("GET", "/api/users/", { body: usersPage([ada]) });
    renderApp("/admin/users/staff");

    const rail = await screen.findByRole("navigation", { name: "Main navigation" });
    const users = within(rail).getByRole("link", { name: /Users/ });
    await waitFor(() => expect(users).toHaveTextContent("3"));
    expect(await screen.findByRole("heading", { name: "Staff", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add user" })).not.toBeInTheDocument();
  });
});

describe("department management", () => {
  it("opens only the staff it may act on; anyone else's name is plain text", async () => {
    storeSession();
    const clara = buildAccount(
      {
        id: 103,
        firstName: "Clara",
        lastName: "Barton",
        groups: ["director"],
        classification: "dept_management",
      },
      { id: 203, userId: 103, jobTypeId: JOB.director, groups: ["director"] },
    );
    signedInServer("dept", { hospital: accountsHospital() })
      .on("GET", "/api/profiles/pending_count/", { body: pendingJson() })
      .on("GET", "/api/users/", { body: usersPage([ada, clara]) });
    renderApp("/admin/users/staff");

    const table = await screen.findByRole("table", { name: "Users" });
    expect(await within(table).findByRole("button", { name: "Lovelace, Ada" })).toBeInTheDocument();
    expect(within(table).getByText("Barton, Clara")).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Barton, Clara" })).not.toBeInTheDocument();
  });

  it("shows the server's not-found for a user of another department opened by link", async () => {
    storeSession();
    const server = signedInServer("dept", { hospital: accountsHospital() })
      .on("GET", "/api/profiles/pending_count/", { body: pendingJson() })
      .on("GET", "/api/users/", { body: usersPage([ada]) })
      .on("GET", "/api/users/555/", apiError(404, "not_found", "User not found."));
    renderApp("/admin/users/staff?user=555");

    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("User not found")).toBeInTheDocument();
    expect(
      within(dialog).getByText("This user does not exist, or is outside the departments you manage."),
    ).toBeInTheDocument();
    expect(server.calls("GET", "/api/users/555/")).toHaveLength(1);

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.search).toBe("");
  });
});
