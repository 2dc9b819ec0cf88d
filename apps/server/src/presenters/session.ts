import { type SessionUser, sessionUser, toWire } from "@rosterly/contract";

export const presentSessionUser = (value: SessionUser) => toWire(sessionUser, value);
