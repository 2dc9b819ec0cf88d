/** Columns several kinds share, so each kind's list states only what is its own. */
import type { TFunction } from "i18next";
import type { Column } from "../../lib/kind";
import { BooleanCell } from "./BooleanCell";

export function nameColumn<R extends { name: string }>(): Column<R> {
  return {
    id: "name",
    label: (t) => t("configuration.fields.name"),
    render: (row) => row.name,
    sortValue: (row) => row.name,
  };
}

export function descriptionColumn<R extends { description: string }>(): Column<R> {
  return {
    id: "description",
    label: (t) => t("configuration.fields.description"),
    render: (row) => row.description,
    hideBelow: "md",
  };
}

export function booleanColumn<R>(
  id: string,
  label: (t: TFunction) => string,
  value: (row: R) => boolean,
  hideBelow?: Column<R>["hideBelow"],
): Column<R> {
  return {
    id,
    label,
    render: (row) => <BooleanCell value={value(row)} />,
    sortValue: (row) => Number(value(row)),
    align: "center",
    hideBelow,
  };
}
