import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useEffect, useState } from "react";
import { describe, expect, it } from "vitest";
import { codeLoadsSettled, lazyComponent, lazyPart } from "./lazy";

let mounts = 0;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const inSuspense = (element: React.ReactElement) => <Suspense fallback={<p>Loading</p>}>{element}</Suspense>;

describe("lazyComponent", () => {
  it("renders at once, with no fallback, once preloaded", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Counter));
    Lazy.preload();
    await codeLoadsSettled();

    render(inSuspense(<Lazy label="Ready" />));

    // No waiting: a suspending component would show the fallback here.
    expect(screen.getByRole("button", { name: "Ready 0" })).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("fetches the code once: a preload after it is in does nothing", async () => {
    let loads = 0;
    const Lazy = lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Counter);
    });
    Lazy.preload();
    await codeLoadsSettled();
    Lazy.preload();
    await codeLoadsSettled();

    expect(loads).toBe(1);
  });

  it("suspends while the code is still on its way, then renders", async () => {
    let arrive!: (component: typeof Counter) => void;
    const Lazy = lazyComponent(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));

    render(inSuspense(<Lazy label="Later" />));
    expect(screen.getByText("Loading")).toBeInTheDocument();
    act(() => arrive(Counter));

    expect(await screen.findByRole("button", { name: "Later 0" })).toBeInTheDocument();
  });

  it("keeps a mounted instance (and its state) when re-rendered after the code arrived", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Counter));
    const { rerender } = render(inSuspense(<Lazy label="Kept" />));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Kept 0" }));
    const mountsBefore = mounts;

    rerender(inSuspense(<Lazy label="Still" />));

    expect(screen.getByRole("button", { name: "Still 1" })).toBeInTheDocument();
    expect(mounts).toBe(mountsBefore);
  });
});

describe("lazyPart", () => {
  it("waits alone while its code loads: the screen around it stays, with no fallback of its own", async () => {
    let arrive!: (component: typeof Counter) => void;
    const Part = lazyPart(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));

    render(
      inSuspense(
        <>
          <p>The grid</p>
          <Part label="Panel" />
        </>,
      ),
    );
    expect(screen.getByText("The grid")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    act(() => arrive(Counter));

    expect(await screen.findByRole("button", { name: "Panel 0" })).toBeInTheDocument();
    expect(screen.getByText("The grid")).toBeInTheDocument();
  });

  it("renders at once once preloaded", async () => {
    const Part = lazyPart(() => Promise.resolve(Counter));
    Part.preload();
    await codeLoadsSettled();

    render(<Part label="Ready" />);

    expect(screen.getByRole("button", { name: "Ready 0" })).toBeInTheDocument();
  });
});
