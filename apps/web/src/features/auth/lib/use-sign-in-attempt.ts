/**
 * One sign-in attempt's state: idle, pending, or failed with the reason to show. Plain React state,
 * not a TanStack mutation: the same screen runs before the app's data layer has loaded (the lean
 * first load) and inside it (after a logout), and the first load must not bring TanStack Query.
 */
import type { CooloffTimedelta, TokenPair } from "@rosterly/contract";
import { useState } from "react";
import { type Credentials, type LoginOutcome, login } from "../api/login";

type Failure = Extract<LoginOutcome, { ok: false }>["failure"];

export type SignInAttempt = { state: "idle" } | { state: "pending" } | { state: "failed"; failure: Failure };

export function useSignInAttempt(handlers: {
  onSignedIn: (pair: TokenPair) => void;
  onLocked: (cooloff: CooloffTimedelta) => void;
}): { attempt: SignInAttempt; submit: (credentials: Credentials) => void } {
  const [attempt, setAttempt] = useState<SignInAttempt>({ state: "idle" });
  const submit = (credentials: Credentials) => {
    setAttempt({ state: "pending" });
    void login(credentials).then((outcome) => {
      // Success keeps the form pending: the app takes over the page from here.
      if (outcome.ok) return handlers.onSignedIn(outcome.pair);
      if (outcome.cooloff !== null) handlers.onLocked(outcome.cooloff);
      setAttempt({ state: "failed", failure: outcome.failure });
    });
  };
  return { attempt, submit };
}
