/**
 * New user: once a valid e-mail is typed, ask whether the person is already known (D-005). A
 * match turns the dialog into "new profile" for that person; no match, or a failed look-up,
 * leaves it a new user (the server still refuses a duplicate on save).
 */
import type { Account } from "@rosterly/contract";
import { normalizeEmail } from "@rosterly/domain/fields";
import { useRef } from "react";
import { findUsers } from "../api/find-users";
import type { DialogValues } from "../lib/dialog-values";

export function useEmailLookup(onFound: (account: Account, typed: DialogValues) => void) {
  const asked = useRef(new Set<string>());
  return (email: string, typed: DialogValues) => {
    const parsed = normalizeEmail(email);
    if (!parsed.ok) return;
    const address = parsed.value.toLowerCase();
    if (asked.current.has(address)) return;
    asked.current.add(address);
    findUsers(address)
      .then((accounts) => {
        const match = accounts.find((account) => account.email.toLowerCase() === address);
        if (match) onFound(match, typed);
      })
      .catch(() => {
        asked.current.delete(address);
      });
  };
}
