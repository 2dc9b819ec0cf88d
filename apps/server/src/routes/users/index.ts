import {
  userOrderBy,
  ACCOUNT_FIELDS,
  account,
  accountQueryId,
  accountText,
  canUpdateUserAnswer,
  createUserBody,
  errorBody,
  page,
  pageQuery,
  PAGE_SIZE_CAPS,
  toWire,
  userPatchBody,
  wire,
  wireShape,
} from "@rosterly/contract";
import { parseProfileState, PROFILE_STATES } from "@rosterly/domain/accounts";
import { CLASSIFICATIONS } from "@rosterly/domain/permissions";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { selectAccountFields } from "../../presenters/account";
import { canUpdateUser } from "../../services/users/can-update-user";
import { createUser } from "../../services/users/create-user";
import { findUsers, getUser, listUsers } from "../../services/users/read-users";
import { updateUser } from "../../services/users/update-user";
import { idParams, manageAccounts, userAccess, viewAccounts } from "../accounts/guards";
import { emailRoutes } from "./email";

const tags = ["users"];
const refused = { 400: errorBody, 403: errorBody, 404: errorBody };

const fieldNames = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(",")
          .map((key) => key.trim())
          .filter((key) => key !== "")
      : [],
  )
  .pipe(z.array(z.string().refine((key) => ACCOUNT_FIELDS.includes(key), "Unknown field.")));
const selection = z.object({ omit: fieldNames, fields: fieldNames });
export const profileStateQuery = z
  .enum([...PROFILE_STATES, "pending_approval"])
  .transform((value) => parseProfileState(value) ?? value);
const listQuery = pageQuery(PAGE_SIZE_CAPS.default).extend({
  classification: z.enum(CLASSIFICATIONS).optional(),
  state: profileStateQuery.optional(),
  dept_id: accountQueryId.optional(),
  search: accountText().pipe(z.string().trim().max(100)).optional(),
  order_by: userOrderBy.optional(),
  ...selection.shape,
});
const partialAccount = wireShape(account.partial());

/** Accounts (D-016, D-018, Y-007, Y-008). */
export function userRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/users/",
    {
      preValidation: viewAccounts,
      schema: {
        tags,
        summary:
          "People of the organisation the caller sees, by name (classification, state, dept_id, search)",
        querystring: listQuery,
        response: { 200: page(partialAccount), ...refused },
      },
    },
    async (request) => {
      const query = request.query;
      const pageRequest = { page: query.page, pageSize: query.page_size };
      const { count, results } = await listUsers(deps.db, sessionOf(request), {
        ...pageRequest,
        classification: query.classification,
        state: query.state,
        departmentId: query.dept_id,
        search: query.search,
        order: query.order_by,
      });
      return paginate(
        request,
        pageRequest,
        count,
        results.map((item) => selectAccountFields(item, query)),
      );
    },
  );

  app.post(
    "/api/users/",
    {
      preValidation: manageAccounts,
      schema: {
        tags,
        summary: "Create a person with their profile here; mails the activation link",
        body: wire(createUserBody),
        response: { 201: wireShape(account), ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(deps, sessionOf(request), request.body)),
  );

  app.get(
    "/api/users/find/",
    {
      preValidation: viewAccounts,
      schema: {
        tags,
        summary: "Find people by part of their name or e-mail address (query required)",
        querystring: z.object({ query: accountText().pipe(z.string().max(255)).optional() }),
        response: { 200: z.array(wireShape(account)), ...refused },
      },
    },
    async (request) => findUsers(deps.db, sessionOf(request), request.query.query),
  );

  app.get(
    "/api/users/can_update_user/",
    {
      schema: {
        tags,
        summary: "Whether the caller may change the person's details (name, e-mail, phone)",
        querystring: z.object({ user_id: accountQueryId }),
        response: { 200: wireShape(canUpdateUserAnswer), ...refused },
      },
    },
    async (request) =>
      toWire(canUpdateUserAnswer, {
        canUpdateUser: await canUpdateUser(deps.db, sessionOf(request), request.query.user_id),
      }),
  );

  app.get(
    "/api/users/:id/",
    {
      preValidation: userAccess(deps, "view"),
      schema: {
        tags,
        summary: "One account with its profile here (omit, fields)",
        params: idParams,
        querystring: selection,
        response: { 200: partialAccount, ...refused },
      },
    },
    async (request) =>
      selectAccountFields(await getUser(deps.db, sessionOf(request), request.params.id), request.query),
  );

  app.patch(
    "/api/users/:id/",
    {
      preValidation: userAccess(deps, "edit"),
      schema: {
        tags,
        summary: "Change a person's details; one's own preferences and acting profile",
        params: idParams,
        body: wire(userPatchBody),
        response: { 200: wireShape(account), ...refused },
      },
    },
    async (request) => updateUser(deps, sessionOf(request), request.params.id, request.body),
  );

  emailRoutes(app, deps);
}
