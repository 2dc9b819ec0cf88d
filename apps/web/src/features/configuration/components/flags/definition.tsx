import { Chip } from "@mui/material";
import { type Flag, flag, wire } from "@rosterly/contract";
import type { KindDefinition } from "../../lib/kind";
import { booleanColumn, nameColumn } from "../list/columns";
import { FlagEditor } from "./FlagEditor";
import {
  FLAG_SWITCHES,
  type FlagForm,
  flagCreateBody,
  flagFieldOf,
  flagForm,
  flagUpdateBody,
  validateFlag,
} from "./form";

/** Flags (E-009) at `/admin/general/flags`. */
export const flagKind: KindDefinition<"flags", FlagForm> = {
  id: "flag",
  listKey: "flags",
  subject: "flag",
  path: "/api/flags/",
  row: wire(flag),
  defaultSort: "name",
  searchText: (row) => `${row.name} ${row.shortCode} ${row.description}`,
  columns: [
    {
      id: "shortCode",
      label: (t) => t("configuration.fields.shortCode"),
      render: (row) => <Chip size="small" label={row.shortCode} variant="outlined" />,
      sortValue: (row) => row.shortCode,
    },
    nameColumn(),
    ...FLAG_SWITCHES.map((name) =>
      booleanColumn<Flag>(
        name,
        (t) => t(`configuration.flags.${name}`),
        (row) => row[name],
        name === "working" || name === "allowRequest" ? "sm" : "md",
      ),
    ),
  ],
  toForm: flagForm,
  validate: validateFlag,
  createBody: (values, hospital) => flagCreateBody(values, hospital.id),
  updateBody: flagUpdateBody,
  fieldOf: flagFieldOf,
  Editor: FlagEditor,
};
