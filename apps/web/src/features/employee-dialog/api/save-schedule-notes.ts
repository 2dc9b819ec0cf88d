/** `PATCH /api/profiles/{id}/schedule_notes/` (N-004): the managers' notes on a person. */
import { API, type Account, scheduleNotesAnswer, scheduleNotesBody, toWire, wire } from "@rosterly/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type MutationOptionsOf, useChainedMutation } from "../../../lib/api/mutation";
import { api } from "../../../lib/api/client";
import { employeeDialogKeys } from "./keys";

const answerSchema = wire(scheduleNotesAnswer);

export function saveScheduleNotes(input: { profileId: number; scheduleNotes: string | null }) {
  return api.patch(
    API.scheduleNotes(input.profileId),
    toWire(scheduleNotesBody, { scheduleNotes: input.scheduleNotes }),
    answerSchema,
  );
}

/** Saves the notes and puts the saved text into the dialog's account, so the form starts from it. */
export function useSaveScheduleNotes({ mutationConfig }: MutationOptionsOf<typeof saveScheduleNotes> = {}) {
  const queryClient = useQueryClient();
  return useChainedMutation(
    saveScheduleNotes,
    {
      onSuccess: (saved) =>
        queryClient.setQueryData<Account>(employeeDialogKeys.account(saved.userId), (current) =>
          current === undefined
            ? current
            : {
                ...current,
                profiles: current.profiles.map((profile) =>
                  profile.id === saved.id ? { ...profile, scheduleNotes: saved.scheduleNotes } : profile,
                ),
              },
        ),
    },
    mutationConfig,
  );
}
