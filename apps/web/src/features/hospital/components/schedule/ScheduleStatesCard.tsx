import { Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { SCHEDULE_STATES, type ScheduleState, type ScheduleStateSettings } from "@rosterly/domain/settings";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type SettingsFormSpec, useSettingsForm } from "../../hooks/use-settings-form";
import { fieldsByPath } from "../../lib/settings-paths";
import { SettingsCard } from "../settings/SettingsCard";

type StatesForm = { states: Record<ScheduleState, ScheduleStateSettings> };
const COLUMNS = ["editable", "staffVisible"] as const;

const spec: SettingsFormSpec<StatesForm> = {
  key: "scheduling.states",
  toForm: (settings) => ({ states: settings.scheduling.states }),
  changes: (values) =>
    SCHEDULE_STATES.flatMap((state) =>
      COLUMNS.map((column) => ({
        path: `scheduling.states.${state}.${column}`,
        value: values.states[state][column],
      })),
    ),
  fieldOf: fieldsByPath<StatesForm>([["states", "scheduling.states"]]),
};

/**
 * Which master schedule states may be edited and which staff see (E-013, Z-010): one row per state
 * in lifecycle order, saved as `scheduling.states.<state>.<editable|staffVisible>`.
 */
export function ScheduleStatesCard({ hospital, canEdit }: { hospital: Hospital; canEdit: boolean }) {
  const { t } = useTranslation();
  const { form, submit, unplaced, saving } = useSettingsForm(hospital, spec);
  return (
    <SettingsCard
      title={t("hospitalSettings.states.title")}
      subtitle={t("hospitalSettings.states.subtitle")}
      form={form}
      onSubmit={submit}
      saving={saving}
      canEdit={canEdit}
      unplaced={unplaced}
    >
      <TableContainer sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={t("hospitalSettings.states.title")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("hospitalSettings.states.state")}</TableCell>
              <TableCell align="center">{t("hospitalSettings.states.editable")}</TableCell>
              <TableCell align="center">{t("hospitalSettings.states.staffVisible")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SCHEDULE_STATES.map((state) => (
              <TableRow key={state}>
                <TableCell component="th" scope="row">
                  {t(`hospitalSettings.states.names.${state}`)}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="center">
                    <StateSwitch
                      control={form.control}
                      state={state}
                      column={column}
                      disabled={!canEdit || saving}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </SettingsCard>
  );
}

function StateSwitch(props: {
  control: Control<StatesForm>;
  state: ScheduleState;
  column: (typeof COLUMNS)[number];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { control, state, column, disabled } = props;
  const { field } = useController({ control, name: `states.${state}.${column}` });
  return (
    <Switch
      checked={field.value}
      onChange={(_, checked) => field.onChange(checked)}
      disabled={disabled}
      slotProps={{
        input: {
          "aria-label": t(`hospitalSettings.states.${column}Of`, {
            state: t(`hospitalSettings.states.names.${state}`),
          }),
        },
      }}
    />
  );
}
