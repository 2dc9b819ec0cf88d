import { randomUUID } from "node:crypto";
import type { ClientKind } from "@rosterly/contract";
import { Errors } from "../../http/errors";
import type { UserRow } from "../../repositories/users";
import type { Device } from "./tokens";

/** The device of a user's latest sign-in on one kind of client, or null before the first. */
export function currentDevice(user: UserRow, client: ClientKind): string | null {
  return client === "web" ? user.webDevice : user.mobileDevice;
}

/** A new sign-in's device: a fresh id that replaces the previous session of the same client. */
export function newDevice(client: ClientKind): Device {
  return { client, id: randomUUID() };
}

/**
 * Single device (Y-003): a token from a sign-in that a later sign-in on the same kind of client
 * has replaced is refused with `unauthorized_device`, which the web answers with a forced logout.
 */
export function assertCurrentDevice(user: UserRow, device: Device): void {
  if (currentDevice(user, device.client) !== device.id) throw Errors.unauthorizedDevice();
}
