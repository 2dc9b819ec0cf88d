import type { FastifyRequest } from "fastify";
import { accountQueryId } from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { sessionOf } from "../../http/session";
import { assertCanManageAccounts, assertCanViewAccounts } from "../../policies/accounts";
import {
  assertPermissionsAccess,
  assertProfileAccess,
  assertUserAccess,
  type ProfileAccess,
  type UserAccess,
} from "../../services/accounts/access";

export const idParams = z.object({ id: accountQueryId });

// preValidation hooks: access is decided before the body is validated, so a caller who may not
// act gets 403/404 whatever they sent. A malformed id is left to validation (400).

export const viewAccounts = (request: FastifyRequest): Promise<void> =>
  Promise.resolve().then(() => assertCanViewAccounts(sessionOf(request)));
export const manageAccounts = (request: FastifyRequest): Promise<void> =>
  Promise.resolve().then(() => assertCanManageAccounts(sessionOf(request)));

export const userAccess = (deps: AppDeps, level: UserAccess) => async (request: FastifyRequest) => {
  const params = idParams.safeParse(request.params);
  if (params.success) await assertUserAccess(deps.db, sessionOf(request), params.data.id, level);
};

export const profileAccess = (deps: AppDeps, level: ProfileAccess) => async (request: FastifyRequest) => {
  const params = idParams.safeParse(request.params);
  if (params.success) await assertProfileAccess(deps.db, sessionOf(request), params.data.id, level);
};

export const permissionsAccess = (deps: AppDeps, level: ProfileAccess) => async (request: FastifyRequest) => {
  const params = idParams.safeParse(request.params);
  if (params.success) await assertPermissionsAccess(deps.db, sessionOf(request), params.data.id, level);
};
