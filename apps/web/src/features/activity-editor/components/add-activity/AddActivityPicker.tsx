import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { useEditorSession } from "../../lib/editor-session";
import { offeredShiftTypes } from "../../lib/offered-shift-types";
import { staffIdsOf } from "../../lib/reference";
import { DateFieldsProvider } from "../common/DateFieldsProvider";
import { MultiDatePicker } from "../common/MultiDatePicker";
import { PanelFrame } from "../common/PanelFrame";
import { AssignmentWarnings } from "./AssignmentWarnings";
import { ShiftTypeToggle } from "./ShiftTypeToggle";
import { type AddedActivities, useAddActivity } from "./use-add-activity";

export interface AddActivityPickerProps {
  departmentId: number;
  scheduleId: number;
  userId: number;
  date: string;
  readOnly: boolean;
  onClose: () => void;
  /** Once the activities are saved and any warnings about them were read. */
  onAdded: (added: AddedActivities) => void;
}

type Choice = { kind: "shift"; typeId: number } | { kind: "event"; typeId: number } | null;

/**
 * Add activity (F-026): a shift of one of the assignee's types, or an event of a type that is in
 * use and not reserved for staff requests, on one or more chosen days (at least one).
 */
export function AddActivityPicker(props: AddActivityPickerProps) {
  const { departmentId, userId, date, readOnly, onClose, onAdded } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const session = useEditorSession();
  const { reference } = session;
  const employee = reference.employees.get(userId);
  const target = useMemo(
    () => ({ departmentId, staffIds: staffIdsOf(reference, departmentId) }),
    [reference, departmentId],
  );
  const shiftTypes = useMemo(() => offeredShiftTypes(reference, employee), [reference, employee]);
  const eventTypes = useMemo(
    () =>
      reference.allEventTypes
        .filter((type) => !type.obsolete && !type.requestOnly)
        .sort((a, b) => a.name.localeCompare(b.name)),
    [reference],
  );
  const [choice, setChoice] = useState<Choice>(null);
  const [days, setDays] = useState<string[]>([date]);
  const adder = useAddActivity({ target, userId, onAdded });
  const editable = !readOnly && session.canEdit;

  const add = () => {
    if (choice?.kind === "shift") {
      const type = reference.shiftTypes.get(choice.typeId);
      if (type) adder.addShifts(type, days);
    } else if (choice?.kind === "event") adder.addEvent(choice.typeId, days);
  };

  return (
    <DateFieldsProvider>
      <PanelFrame
        label={t("activityEditor.add.label")}
        title={formatter.date(date, "weekdayDate")}
        subtitle={employee?.fullName}
        onClose={onClose}
      >
        {adder.warnings ? (
          <Stack spacing={2}>
            <AssignmentWarnings warnings={adder.warnings.list} />
            <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
              <Button variant="contained" onClick={adder.acknowledge}>
                {t("activityEditor.add.done")}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            {!editable && <Alert severity="info">{t("activityEditor.add.readOnly")}</Alert>}
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t("activityEditor.add.shiftTypes")}
              </Typography>
              <ShiftTypeToggle
                types={shiftTypes}
                value={choice?.kind === "shift" ? choice.typeId : null}
                disabled={!editable}
                onChange={(typeId) => setChoice(typeId === null ? null : { kind: "shift", typeId })}
              />
            </Box>
            <TextField
              select
              size="small"
              label={t("activityEditor.add.eventType")}
              value={choice?.kind === "event" ? choice.typeId : ""}
              disabled={!editable}
              onChange={(event) => setChoice({ kind: "event", typeId: Number(event.target.value) })}
            >
              {eventTypes.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t("activityEditor.add.dates")}
              </Typography>
              <MultiDatePicker value={days} onChange={setDays} disabled={!editable} />
            </Box>
            <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
              <Button color="inherit" onClick={onClose}>
                {t("activityEditor.cancel")}
              </Button>
              <Button
                variant="contained"
                onClick={add}
                disabled={!editable || choice === null || days.length === 0 || adder.pending}
              >
                {t("activityEditor.add.submit")}
              </Button>
            </Box>
          </Stack>
        )}
      </PanelFrame>
    </DateFieldsProvider>
  );
}
