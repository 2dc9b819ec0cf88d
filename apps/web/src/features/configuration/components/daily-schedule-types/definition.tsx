import { Box } from "@mui/material";
import { dailyScheduleType, dailyScheduleTypeSettings, wire } from "@rosterly/contract";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import type { KindDefinition } from "../../lib/kind";
import { descriptionColumn, nameColumn } from "../list/columns";
import { DailyScheduleTypeEditor } from "./DailyScheduleTypeEditor";
import {
  type DailyScheduleTypeForm,
  dailyScheduleTypeCreateBody,
  dailyScheduleTypeFieldOf,
  dailyScheduleTypeForm,
  dailyScheduleTypeUpdateBody,
  validateDailyScheduleType,
} from "./form";

function censusCount(settings: Record<string, unknown>): number {
  const parsed = dailyScheduleTypeSettings.safeParse(settings);
  return parsed.success ? (parsed.data.census?.predefined?.length ?? 0) : 0;
}

/** Daily schedule types (E-011) at `/admin/schedule/daily`. */
export const dailyScheduleTypeKind: KindDefinition<"dailyScheduleTypes", DailyScheduleTypeForm> = {
  id: "dailyScheduleType",
  listKey: "dailyScheduleTypes",
  subject: "dailyscheduletype",
  path: "/api/daily-schedule-types/",
  row: wire(dailyScheduleType),
  defaultSort: "name",
  searchText: (row) => `${row.name} ${row.description}`,
  columns: [
    nameColumn(),
    {
      id: "shiftTypes",
      label: (t) => t("configuration.dailyScheduleTypes.shiftTypes"),
      render: (row, { hospital }) => (
        <Box component="span" sx={{ display: "inline-flex", flexWrap: "wrap", gap: 1 }}>
          {hospital.shiftTypes
            .filter((type) => row.shiftTypes.includes(type.id))
            .map((type) => (
              <ShiftSymbol key={type.id} shiftType={type} muted={type.obsolete} />
            ))}
        </Box>
      ),
      sortValue: (row) => row.shiftTypes.length,
    },
    {
      id: "census",
      label: (t) => t("configuration.dailyScheduleTypes.censusColumn"),
      render: (row, { formatter }) => formatter.number(censusCount(row.settings)),
      sortValue: (row) => censusCount(row.settings),
      align: "right",
      hideBelow: "sm",
    },
    descriptionColumn(),
  ],
  toForm: dailyScheduleTypeForm,
  validate: validateDailyScheduleType,
  createBody: (values, hospital) => dailyScheduleTypeCreateBody(values, hospital.id),
  updateBody: dailyScheduleTypeUpdateBody,
  fieldOf: dailyScheduleTypeFieldOf,
  Editor: DailyScheduleTypeEditor,
};
