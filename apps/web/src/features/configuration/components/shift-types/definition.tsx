import { Box } from "@mui/material";
import { type ShiftType, shiftType, wire } from "@rosterly/contract";
import { formatTimeInput } from "@rosterly/domain/fields";
import { ShiftSymbol } from "../../../../components/ShiftSymbol";
import type { KindDefinition } from "../../lib/kind";
import { booleanColumn, descriptionColumn, nameColumn } from "../list/columns";
import {
  type ShiftTypeForm,
  shiftTypeCreateBody,
  shiftTypeFieldOf,
  shiftTypeForm,
  shiftTypeUpdateBody,
  validateShiftType,
} from "./form";
import { ShiftTypeEditor } from "./ShiftTypeEditor";

/** Shift types (E-007) at `/admin/general/shift_types`. */
export const shiftTypeKind: KindDefinition<"shiftTypes", ShiftTypeForm> = {
  id: "shiftType",
  listKey: "shiftTypes",
  subject: "shifttype",
  path: "/api/shift-types/",
  row: wire(shiftType),
  defaultSort: "time",
  searchText: (row) => `${row.name} ${row.description}`,
  columns: [
    {
      id: "symbol",
      label: (t) => t("configuration.shiftTypes.symbol"),
      render: (row) => <ShiftSymbol shiftType={row} muted={row.obsolete} size="medium" />,
      align: "center",
    },
    nameColumn(),
    {
      id: "time",
      label: (t) => t("configuration.shiftTypes.time"),
      render: (row) => (
        <Box component="span" sx={{ whiteSpace: "nowrap" }}>
          {`${formatTimeInput(row.startTime)}–${formatTimeInput(row.endTime)}`}
        </Box>
      ),
      sortValue: (row) => `${row.startTime} ${row.endTime}`,
    },
    {
      id: "hours",
      label: (t) => t("configuration.shiftTypes.hours"),
      render: (row, { formatter }) => formatter.hours(row.hours),
      sortValue: (row) => row.hours,
      align: "right",
      hideBelow: "sm",
    },
    booleanColumn<ShiftType>(
      "onCall",
      (t) => t("configuration.shiftTypes.onCall"),
      (row) => row.onCall,
      "sm",
    ),
    booleanColumn<ShiftType>(
      "partake",
      (t) => t("configuration.fields.scheduling"),
      (row) => row.partakeInScheduling,
      "md",
    ),
    descriptionColumn(),
  ],
  toForm: shiftTypeForm,
  validate: validateShiftType,
  createBody: (values, hospital) => shiftTypeCreateBody(values, hospital.id),
  updateBody: shiftTypeUpdateBody,
  fieldOf: shiftTypeFieldOf,
  Editor: ShiftTypeEditor,
  dialogWidth: "md",
};
