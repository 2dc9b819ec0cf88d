/**
 * One configuration kind (shift type, flag, ...) as the generic list-and-dialog screens use it:
 * where it lives on the API, how a row shows in the list, and how it maps to and from its form.
 * Each kind's file holds only its specifics; list, dialog, save, obsolete and delete are shared.
 */
import type { Hospital } from "@rosterly/contract";
import type { Subject } from "@rosterly/domain/permissions";
import type { TFunction } from "i18next";
import type { ComponentType, ReactNode } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { Formatter } from "../../../lib/format";
import type { FieldOf } from "../../../lib/forms/server-errors";
import type { Issues } from "../../../lib/forms/issues";
import type { ConfigurationListKey, ConfigurationRow } from "../../../lib/organisation/hospital-cache";

export type KindId =
  | "department"
  | "jobType"
  | "jobStatus"
  | "shiftType"
  | "eventType"
  | "flag"
  | "dailyScheduleType";

export interface ListContext {
  hospital: Hospital;
  t: TFunction;
  formatter: Formatter;
}

export interface Column<R> {
  id: string;
  label: (t: TFunction) => string;
  render: (row: R, context: ListContext) => ReactNode;
  /** Sortable when given; text sorts by the language's collation, numbers numerically. */
  sortValue?: (row: R, context: ListContext) => string | number;
  /** Columns that can go on a narrow screen are hidden below this breakpoint. */
  hideBelow?: "sm" | "md";
  align?: "left" | "right" | "center";
}

export interface EditorProps<F extends FieldValues, R> {
  form: UseFormReturn<F>;
  hospital: Hospital;
  /** The row being edited; null while creating. */
  row: R | null;
  disabled: boolean;
}

export interface KindDefinition<K extends ConfigurationListKey, F extends FieldValues> {
  id: KindId;
  /** The list in the hospital answer that holds this kind's rows. */
  listKey: K;
  /** The permission subject (`edit_<subject>` lets a user change rows). */
  subject: Subject;
  /** `/api/<kind>/`, as the spec names it. */
  path: string;
  /** The row as the server answers it (snake_case in, camelCase out). */
  row: z.ZodType<ConfigurationRow<K>>;
  columns: readonly Column<ConfigurationRow<K>>[];
  defaultSort: string;
  /** What the search box matches: names and short codes. */
  searchText: (row: ConfigurationRow<K>) => string;
  toForm: (row: ConfigurationRow<K> | null, hospital: Hospital) => DefaultValues<F>;
  /** The domain's field rules, run before anything is sent. */
  validate: (values: F, hospital: Hospital, row: ConfigurationRow<K> | null) => Issues;
  /** Request bodies on the wire (each kind builds them with its contract schema's `toWire`). */
  createBody: (values: F, hospital: Hospital) => unknown;
  updateBody: (values: F, row: ConfigurationRow<K>) => unknown;
  /** Which form field a server 400's wire path belongs to. */
  fieldOf: FieldOf<F>;
  Editor: ComponentType<EditorProps<F, ConfigurationRow<K>>>;
  dialogWidth?: "sm" | "md" | "lg";
  /** Further writes after the row is saved (a department's schedule rules have their own call). */
  afterSave?: (saved: ConfigurationRow<K>, values: F) => Promise<ConfigurationRow<K>>;
}
