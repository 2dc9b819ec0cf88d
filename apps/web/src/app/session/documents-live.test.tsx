import { type ProfileDocument, profileDocument, toWire } from "@rosterly/contract";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmployeeDocuments } from "../../features/employee-documents";
import { FormatterProvider } from "../../lib/formatter-context";
import { fakeServer } from "../../test/fake-server";
import { renderWithProviders } from "../../test/render-providers";
import { storeSession } from "../../test/tokens";
import { useLiveUpdates } from "./use-live-updates";

const PROFILE = 41;
const OTHER_PROFILE = 42;

function licence(id: number, name: string): ProfileDocument {
  const at = new Date().toISOString();
  return {
    id,
    profileId: PROFILE,
    type: "license",
    name,
    description: "",
    effectiveOn: null,
    issuedOn: null,
    expireOn: null,
    comments: "",
    fileName: null,
    verified: false,
    verifierName: "",
    state: "valid",
    history: [],
    createdBy: 1,
    createdOn: at,
    modifiedBy: 1,
    modifiedOn: at,
  };
}

const listPage = (documents: ProfileDocument[]) => ({
  count: documents.length,
  next: null,
  previous: null,
  results: documents.map((document) => toWire(profileDocument, document)),
});

function SessionChannel() {
  useLiveUpdates({ userId: 11, profileId: 1 });
  return null;
}

describe("documents live (N-012)", () => {
  it("reloads an open Documents tab when that person's documents change elsewhere", async () => {
    storeSession();
    let documents = [licence(1, "RN licence")];
    const server = fakeServer().on("GET", "/api/credential-docs/", () => ({ body: listPage(documents) }));
    const { sockets } = renderWithProviders(
      <FormatterProvider timeZone="America/Chicago">
        <SessionChannel />
        <EmployeeDocuments profileId={PROFILE} userId={7} fullName="Mei Wang" />
      </FormatterProvider>,
    );
    expect(await screen.findByText("RN licence")).toBeInTheDocument();
    const socket = sockets.of("/ws/updates/");
    act(() => socket?.open());

    // Another person's documents: this list stays as it is.
    act(() =>
      socket?.send({
        content_type: "credential doc",
        action: "created",
        id: 9,
        data: { profile_id: OTHER_PROFILE },
      }),
    );
    documents = [licence(2, "BLS card"), ...documents];
    act(() =>
      socket?.send({
        content_type: "credential doc",
        action: "created",
        id: 2,
        data: { profile_id: PROFILE },
      }),
    );
    expect(await screen.findByText("BLS card")).toBeInTheDocument();
    // One load, then one reload for the message about this person.
    expect(server.calls("GET", "/api/credential-docs/")).toHaveLength(2);
  });
});
