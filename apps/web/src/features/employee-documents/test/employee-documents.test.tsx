import { type ProfileDocument, profileDocument, toWire } from "@rosterly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FormatterProvider } from "../../../lib/formatter-context";
import { type FakeServer, fakeServer } from "../../../test/fake-server";
import { renderWithProviders } from "../../../test/render-providers";
import { EmployeeDocuments } from "../index";

const PROFILE = 41;
const NOW = Date.now();
const iso = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

function doc(id: number, extra: Partial<ProfileDocument>): ProfileDocument {
  return {
    id,
    profileId: PROFILE,
    type: "license",
    name: "RN licence",
    description: "Texas board of nursing",
    effectiveOn: null,
    issuedOn: "2024-01-02",
    expireOn: iso(100),
    comments: "",
    fileName: `7_${id}.pdf`,
    verified: false,
    verifierName: "",
    state: "valid",
    history: [],
    createdBy: 1,
    createdOn: iso(-400),
    modifiedBy: 1,
    modifiedOn: iso(-400),
    ...extra,
  };
}

const licence = doc(1, { state: "valid" });
const bls = doc(2, { name: "BLS", description: "Basic life support", expireOn: iso(-3), state: "expired" });
const flu = doc(3, { type: "health", name: "Flu vaccine", description: "", fileName: null });
const json = (document: ProfileDocument) => toWire(profileDocument, document);
const listPage = (documents: ProfileDocument[]) => ({
  count: documents.length,
  next: null,
  previous: null,
  results: documents.map(json),
});

let server: FakeServer;

beforeEach(() => {
  server = fakeServer().on("GET", "/api/credential-docs/", { body: listPage([licence, bls, flu]) });
});

function show() {
  return renderWithProviders(
    <FormatterProvider timeZone="America/Chicago">
      <EmployeeDocuments profileId={PROFILE} userId={7} fullName="Mei Wang" />
    </FormatterProvider>,
  );
}

describe("employee documents (N-012…N-017)", () => {
  it("asks for the person's documents and badges each sub-tab with its expired count", async () => {
    show();
    expect(await screen.findByText("RN licence")).toBeInTheDocument();
    expect(server.calls("GET", "/api/credential-docs/")[0]?.query.get("profile_id")).toBe(String(PROFILE));
    const tabs = screen.getAllByRole("tab");
    expect(within(tabs[0] as HTMLElement).getByLabelText("1 expired")).toBeInTheDocument();
    expect(screen.getByText("Expired")).toBeInTheDocument();
    expect(screen.queryByText("Flu vaccine")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /Health tracking/ }));
    expect(await screen.findByText("Flu vaccine")).toBeInTheDocument();
  });

  it("searches with the text trimmed", async () => {
    show();
    await screen.findByText("RN licence");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "  life ");
    expect(screen.getByText("BLS")).toBeInTheDocument();
    expect(screen.queryByText("RN licence")).not.toBeInTheDocument();
  });

  it("warns of a similar record while adding and switches to editing it", async () => {
    show();
    await screen.findByText("RN licence");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    await userEvent.click(screen.getByRole("textbox", { name: /Code/ }));
    await userEvent.paste("RN licenze");
    expect(await screen.findByText("Similar records")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "RN licence" }));
    expect(screen.getByRole("textbox", { name: /Code/ })).toHaveValue("RN licence");
    expect(screen.getByRole("button", { name: "Save with history" })).toBeInTheDocument();
  });

  it("saves an edit without history by default, with the expiry at the end of that day in the hospital's zone", async () => {
    server.on("PATCH", "/api/credential-docs/1/update_without_history/", (request) => ({
      body: json({ ...licence, ...(request.body as object), expireOn: "2027-07-01T04:59:59.000Z" }),
    }));
    show();
    await screen.findByText("RN licence");
    await userEvent.click(screen.getByRole("button", { name: "Edit RN licence" }));
    const expiry = screen.getByLabelText("Expiration date");
    await userEvent.clear(expiry);
    await userEvent.type(expiry, "2027-06-30");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(server.calls("PATCH", "/api/credential-docs/1/update_without_history/")).toHaveLength(1),
    );
    expect(server.calls("PATCH", "/api/credential-docs/1/update_without_history/")[0]?.body).toMatchObject({
      name: "RN licence",
      expire_on: "2027-07-01T04:59:59.000Z",
      verified: false,
    });
    expect(await screen.findByText("Document saved.")).toBeInTheDocument();
  });

  it("deletes a record only after confirmation", async () => {
    server.on("DELETE", "/api/credential-docs/2/", { status: 204 });
    show();
    await screen.findByText("BLS");
    await userEvent.click(screen.getByRole("button", { name: "Delete BLS" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.calls("DELETE", "/api/credential-docs/2/")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Delete BLS" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(server.calls("DELETE", "/api/credential-docs/2/")).toHaveLength(1));
    expect(await screen.findByText("Document deleted.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("BLS")).not.toBeInTheDocument());
  });

  it("tells the reader when the documents cannot be loaded", async () => {
    server.on("GET", "/api/credential-docs/", {
      status: 500,
      body: { detail: "boom", code: "server_error" },
    });
    show();
    expect(await screen.findByText("Loading documents failed.")).toBeInTheDocument();
  });
});
