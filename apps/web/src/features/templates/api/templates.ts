/**
 * Schedule templates (J-001, J-002, Z-029): the department's people with their patterns, a day's
 * change, applying them to a period and saving a period as the templates. Every answer updates the
 * cache; applying also refreshes the scheduling data the new shifts belong to.
 */
import {
  API,
  type ScheduleTemplate,
  scheduleTemplate,
  type TemplateApplyResult,
  templateApplyBody,
  templateApplyErrors,
  templateApplyResult,
  templateFromScheduleBody,
  templatePatch,
  page,
  toWire,
  wire,
} from "@rosterly/contract";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api/client";
import { fetchAllPages } from "../../../lib/api/fetch-all-pages";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { schedulingKeys } from "../../../lib/scheduling/keys";
import { withQuery } from "../../../lib/scheduling/paths";

const templateSchema = wire(scheduleTemplate);
const applySchema = z.intersection(wire(templateApplyResult), templateApplyErrors);

export const templateKeys = {
  all: ["templates"] as const,
  department: (departmentId: number) => ["templates", departmentId] as const,
};

export function getDepartmentTemplates(
  departmentId: number,
  signal?: AbortSignal,
): Promise<ScheduleTemplate[]> {
  return fetchAllPages(
    withQuery(API.scheduleTemplates, { dept_id: departmentId, page_size: 500 }),
    templateSchema,
    signal,
  );
}

export function departmentTemplatesQueryOptions(departmentId: number) {
  return queryOptions({
    queryKey: templateKeys.department(departmentId),
    queryFn: ({ signal }) => getDepartmentTemplates(departmentId, signal),
  });
}

export function useDepartmentTemplates(departmentId: number) {
  return useQuery(departmentTemplatesQueryOptions(departmentId));
}

function storeTemplate(queryClient: QueryClient, saved: ScheduleTemplate) {
  queryClient.setQueryData<ScheduleTemplate[]>(templateKeys.department(saved.departmentId), (list) =>
    list?.map((row) => (row.profileId === saved.profileId ? saved : row)),
  );
}

export function saveTemplateDay(
  change: { profileId: number } & z.input<typeof templatePatch>,
): Promise<ScheduleTemplate> {
  const { profileId, ...patch } = change;
  return api.patch(
    API.scheduleTemplate(profileId),
    toWire(templatePatch, templatePatch.parse(patch)),
    templateSchema,
  );
}

export function useSaveTemplateDay(options: MutationOptionsOf<typeof saveTemplateDay> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    saveTemplateDay,
    { onSuccess: (saved) => storeTemplate(queryClient, saved) },
    options.mutationConfig,
  );
}

export type ApplyResult = TemplateApplyResult & z.output<typeof templateApplyErrors>;

export function applyTemplates(body: z.input<typeof templateApplyBody>): Promise<ApplyResult> {
  return api.post(
    API.applyScheduleTemplates,
    toWire(templateApplyBody, templateApplyBody.parse(body)),
    applySchema,
  );
}

/** The new shifts are the department's: its cached windows and errors are read again. */
export function useApplyTemplates(options: MutationOptionsOf<typeof applyTemplates> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    applyTemplates,
    {
      onSuccess: async (_result, body) => {
        await queryClient.invalidateQueries({ queryKey: schedulingKeys.shiftsOf(body.departmentId) });
        await queryClient.invalidateQueries({ queryKey: schedulingKeys.errors(body.scheduleId) });
      },
    },
    options.mutationConfig,
  );
}

const fromScheduleAnswer = page(templateSchema);

export async function saveScheduleAsTemplate(body: {
  scheduleId: number;
  departmentId: number;
}): Promise<ScheduleTemplate[]> {
  const answer = await api.post(
    API.scheduleTemplatesFromSchedule,
    toWire(templateFromScheduleBody, { scheduleId: body.scheduleId }),
    fromScheduleAnswer,
  );
  return answer.results;
}

export function useSaveScheduleAsTemplate(options: MutationOptionsOf<typeof saveScheduleAsTemplate> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    saveScheduleAsTemplate,
    {
      onSuccess: (results, body) =>
        queryClient.setQueryData(templateKeys.department(body.departmentId), results),
    },
    options.mutationConfig,
  );
}
