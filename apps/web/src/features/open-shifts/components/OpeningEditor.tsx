import { Box, Button, TextField } from "@mui/material";
import type { OpenShift } from "@rosterly/contract";
import { canUpdateOpening, checkOpening } from "@rosterly/domain/open-shifts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fail } from "@rosterly/domain/fields";
import { ruleMessage } from "../../../lib/rule-message";
import { useToast } from "../../../components/toasts/toast-service";
import { useUpdateOpening } from "../api/open-shift-actions";

/** H-011: the seats needed; FCFS shifts cannot drop under the seats taken, sitter shifts never change. */
export function OpeningEditor({ shift }: { shift: OpenShift }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [value, setValue] = useState(String(shift.opening));
  const update = useUpdateOpening({
    mutationConfig: {
      onSuccess: () => toast.success(t("openShifts.openingSaved")),
      onError: (error) => {
        toast.error(t("openShifts.openingFailed"), error);
        setValue(String(shift.opening));
      },
    },
  });
  if (!canUpdateOpening(shift)) return null;
  const opening = Number(value);
  const check = value.trim() === "" ? fail("validation.required") : checkOpening(shift, opening);
  const error = check.ok ? null : ruleMessage(t, check);
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
      <TextField
        size="small"
        type="number"
        label={t("openShifts.opening")}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? " "}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        sx={{ width: 140 }}
      />
      <Button
        variant="outlined"
        disabled={!check.ok || opening === shift.opening || update.isPending}
        onClick={() => update.mutate({ id: shift.id, opening })}
        sx={{ mt: 0.25 }}
      >
        {t("openShifts.updateOpening")}
      </Button>
    </Box>
  );
}
