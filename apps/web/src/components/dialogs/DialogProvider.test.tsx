import { Button } from "@mui/material";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-providers";
import { type ConfirmOptions, DialogCanceledError, useDialogs } from "./dialog-service";

/** A screen that asks and shows what the promise settled with. */
function Asker({ options, kind = "confirm" }: { options: ConfirmOptions; kind?: "confirm" | "acknowledge" }) {
  const dialogs = useDialogs();
  const [outcome, setOutcome] = useState("pending");
  const ask = () =>
    (kind === "confirm" ? dialogs.confirm(options) : dialogs.acknowledge(options)).then(
      () => setOutcome("resolved"),
      (error: unknown) =>
        setOutcome(error instanceof DialogCanceledError ? `rejected: ${error.message}` : "other error"),
    );
  return (
    <>
      <Button onClick={() => void ask()}>ask</Button>
      <output>{outcome}</output>
    </>
  );
}

describe("dialog service", () => {
  it("rejects a cancelled confirm with 'Operation canceled.'", async () => {
    renderWithProviders(<Asker options={{ message: "Publish the schedule?" }} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "ask" }));
    expect(screen.getByRole("dialog")).toHaveTextContent("Publish the schedule?");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(await screen.findByText("rejected: Operation canceled.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("names the titled operation when cancelled with Escape", async () => {
    renderWithProviders(<Asker options={{ title: "Delete shift", message: "The shift will be removed." }} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "ask" }));
    expect(screen.getByRole("dialog", { name: "Delete shift" })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    expect(await screen.findByText("rejected: Delete shift canceled.")).toBeInTheDocument();
  });

  it("resolves a confirmed dialog, with the caller's button label", async () => {
    renderWithProviders(<Asker options={{ message: "Approve the request?", confirmLabel: "Approve" }} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "ask" }));
    await user.click(screen.getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("resolved")).toBeInTheDocument();
  });

  it("offers only OK in an acknowledge dialog", async () => {
    renderWithProviders(
      <Asker kind="acknowledge" options={{ message: "The period is already published." }} />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "ask" }));
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));

    expect(await screen.findByText("resolved")).toBeInTheDocument();
  });
});
