import {
  accountProfile,
  accountQueryId,
  approveProfileBody,
  createProfileBody,
  deleteReportTemplateBody,
  errorBody,
  page,
  pageQuery,
  PAGE_SIZE_CAPS,
  pendingProfileCounts,
  profileListItem,
  profilePatchBody,
  scheduleNotesAnswer,
  scheduleNotesBody,
  schedulePreferenceChanges,
  toWire,
  wire,
  wireShape,
} from "@rosterly/contract";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { paginate } from "../../http/pagination";
import { sessionOf } from "../../http/session";
import type { App } from "../../http/types";
import { createProfile } from "../../services/profiles/create-profile";
import { getProfile, listProfiles, pendingCounts } from "../../services/profiles/read-profiles";
import { approveProfile, rejectProfile } from "../../services/profiles/review-profile";
import {
  deleteReportTemplate,
  updateSchedulePreferences,
} from "../../services/profiles/schedule-preferences";
import { saveScheduleNotes } from "../../services/profiles/schedule-notes";
import { updateProfile } from "../../services/profiles/update-profile";
import { idParams, manageAccounts, profileAccess, viewAccounts } from "../accounts/guards";
import { profileStateQuery } from "../users";

const tags = ["profiles"];
const refused = { 400: errorBody, 403: errorBody, 404: errorBody };
const profileShape = wireShape(accountProfile);

/** Profiles (D-003, D-012 to D-017, D-022, Y-011, Y-012). */
export function profileRoutes(app: App, deps: AppDeps): void {
  app.get(
    "/api/profiles/",
    {
      preValidation: viewAccounts,
      schema: {
        tags,
        summary: "A department's people (dept_id; also user_id, state), by name, paged",
        querystring: pageQuery(PAGE_SIZE_CAPS.default).extend({
          dept_id: accountQueryId.optional(),
          user_id: accountQueryId.optional(),
          state: profileStateQuery.optional(),
        }),
        response: { 200: page(wireShape(profileListItem)), ...refused },
      },
    },
    async (request) => {
      const { page: pageNumber, page_size, dept_id, user_id, state } = request.query;
      const pageRequest = { page: pageNumber, pageSize: page_size };
      const { count, results } = await listProfiles(deps.db, sessionOf(request), {
        ...pageRequest,
        departmentId: dept_id,
        userId: user_id,
        state,
      });
      return paginate(request, pageRequest, count, results);
    },
  );

  app.post(
    "/api/profiles/",
    {
      preValidation: manageAccounts,
      schema: {
        tags,
        summary: "A profile here for a person of this organisation who has none",
        body: wire(createProfileBody),
        response: { 201: profileShape, ...refused },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProfile(deps, sessionOf(request), request.body)),
  );

  app.get(
    "/api/profiles/pending_count/",
    {
      preValidation: viewAccounts,
      schema: {
        tags,
        summary: "Pending profiles the caller sees, per users tab",
        response: { 200: wireShape(pendingProfileCounts), 403: errorBody },
      },
    },
    async (request) => toWire(pendingProfileCounts, await pendingCounts(deps.db, sessionOf(request))),
  );

  app.get(
    "/api/profiles/:id/",
    {
      preValidation: profileAccess(deps, "view"),
      schema: { tags, summary: "One profile", params: idParams, response: { 200: profileShape, ...refused } },
    },
    async (request) => getProfile(deps.db, sessionOf(request), request.params.id),
  );

  app.patch(
    "/api/profiles/:id/",
    {
      preValidation: profileAccess(deps, "manage"),
      schema: {
        tags,
        summary: "Change job info, status (now or from a date) and scheduled field changes",
        params: idParams,
        body: wire(profilePatchBody),
        response: { 200: profileShape, ...refused },
      },
    },
    async (request) => updateProfile(deps, sessionOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/profiles/:id/approve/",
    {
      preValidation: profileAccess(deps, "manage"),
      schema: {
        tags,
        summary: "Approve a pending profile now or from a date",
        params: idParams,
        body: wire(approveProfileBody),
        response: { 200: profileShape, ...refused },
      },
    },
    async (request) => approveProfile(deps, sessionOf(request), request.params.id, request.body.activation),
  );

  app.post(
    "/api/profiles/:id/reject/",
    {
      preValidation: profileAccess(deps, "manage"),
      schema: {
        tags,
        summary: "Reject a pending profile; clears everything scheduled",
        params: idParams,
        response: { 200: profileShape, ...refused },
      },
    },
    async (request) => rejectProfile(deps, sessionOf(request), request.params.id),
  );

  app.patch(
    "/api/profiles/:id/update_schedule_preferences/",
    {
      preValidation: profileAccess(deps, "own"),
      schema: {
        tags,
        summary: "Change one's own schedule preferences by path (null removes); all or nothing",
        params: idParams,
        body: schedulePreferenceChanges,
        response: { 200: z.record(z.string(), z.unknown()), ...refused },
      },
    },
    async (request) => updateSchedulePreferences(deps, sessionOf(request), request.params.id, request.body),
  );

  app.patch(
    "/api/profiles/:id/schedule_notes/",
    {
      preValidation: profileAccess(deps, "view"),
      schema: {
        tags,
        summary: "Change a person's schedule notes (trimmed, at most 1000 characters; null clears them)",
        params: idParams,
        body: wire(scheduleNotesBody),
        response: { 200: wireShape(scheduleNotesAnswer), ...refused },
      },
    },
    async (request) => saveScheduleNotes(deps, sessionOf(request), request.params.id, request.body),
  );

  app.patch(
    "/api/profiles/:id/delete_report_template/",
    {
      preValidation: profileAccess(deps, "own"),
      schema: {
        tags,
        summary: "Delete one of one's own report templates (and forget it as the last used one)",
        params: idParams,
        body: deleteReportTemplateBody,
        response: { 200: z.record(z.string(), z.unknown()), ...refused },
      },
    },
    async (request) => deleteReportTemplate(deps, sessionOf(request), request.params.id, request.body),
  );
}
