import { MenuItem, TextField } from "@mui/material";
import type { Snapshot } from "@rosterly/contract";
import { normalizeScheduleState } from "@rosterly/domain/schedule";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";

/** The department's snapshots, newest first: the period, the state it was kept in, and when. */
export function SnapshotPicker(props: {
  snapshots: readonly Snapshot[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const stateName = (state: string) => {
    const known = normalizeScheduleState(state);
    return known === null ? state : t(`schedule.states.${known}`);
  };
  return (
    <TextField
      select
      size="small"
      label={t("snapshots.picker")}
      value={props.value ?? ""}
      onChange={(event) => props.onChange(Number(event.target.value))}
      sx={{ minWidth: { xs: "100%", sm: 360 } }}
    >
      {props.snapshots.map((row) => (
        <MenuItem key={row.id} value={row.id}>
          {t("snapshots.option", {
            start: formatter.date(row.startOn, "monthDay"),
            end: formatter.date(row.endOn, "date"),
            state: stateName(row.state),
            taken: formatter.date(row.createdOn, "dateTime"),
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
