/** `POST /api/users/`: a new person with their profile here and when it starts (D-011, D-016). */
import { API, account, type CreateUserBody, createUserBody, toWire, wire } from "@rosterly/contract";
import { api } from "../../../lib/api/client";

const accountSchema = wire(account);

export function createUser(body: CreateUserBody) {
  return api.post(API.users, toWire(createUserBody, body), accountSchema);
}
