import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Autocomplete,
  Chip,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { COMMENTS_MAX, type Flag, type Hospital } from "@rosterly/contract";
import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** K-016: flag search matches the name or the short code, whatever the case. */
export function flagMatches(flag: Pick<Flag, "name" | "shortCode">, input: string): boolean {
  const needle = input.trim().toLowerCase();
  return (
    needle === "" || flag.name.toLowerCase().includes(needle) || flag.shortCode.toLowerCase().includes(needle)
  );
}

/** A comment box with its counter (max 1000, K-010, K-016) and the hint of who reads it. */
export function CommentField<F extends FieldValues>(props: {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  hint?: ReactNode;
  rows?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const value = typeof field.value === "string" ? field.value : "";
  return (
    <TextField
      {...field}
      value={value}
      label={props.label}
      multiline
      minRows={props.rows ?? 2}
      rows={props.rows}
      disabled={props.disabled}
      error={fieldState.error !== undefined}
      slotProps={{ htmlInput: { maxLength: COMMENTS_MAX } }}
      helperText={
        <Stack component="span" direction="row" sx={{ justifyContent: "space-between", gap: 1 }}>
          <span>{fieldState.error?.message ?? props.hint}</span>
          <span>{t("requests.counter", { length: value.length, max: COMMENTS_MAX })}</span>
        </Stack>
      }
      fullWidth
    />
  );
}

function FlagsField<F extends FieldValues>(props: {
  control: Control<F>;
  name: FieldPath<F>;
  hospital: Hospital;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: props.control, name: props.name });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const offered = props.hospital.flags.filter((flag) => !flag.obsolete || chosen.includes(flag.id));
  const value = offered.filter((flag) => chosen.includes(flag.id));
  return (
    <Autocomplete
      multiple
      disabled={props.disabled}
      options={offered}
      value={value}
      filterSelectedOptions
      getOptionLabel={(flag) => `${flag.shortCode} · ${flag.name}`}
      filterOptions={(options, state) => options.filter((flag) => flagMatches(flag, state.inputValue))}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_, selected) => field.onChange(selected.map((flag) => flag.id))}
      onBlur={field.onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((flag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={flag.shortCode} title={flag.name} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t("requests.notes.flags")}
          placeholder={t("requests.notes.flagSearch")}
        />
      )}
    />
  );
}

/** The flags, comments and internal comments a reviewer adds to one shift, folded until opened. */
export function NotesFields<F extends FieldValues>(props: {
  control: Control<F>;
  /** The form path of this shift's notes (`notes.<key>`). */
  base: string;
  title: string;
  summary: ReactNode;
  hospital: Hospital;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const path = (field: string) => `${props.base}.${field}` as FieldPath<F>;
  return (
    <Accordion disableGutters variant="outlined" sx={{ "&:before": { display: "none" } }}>
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {props.title}
          </Typography>
          <Typography component="div" variant="body2" color="text.secondary">
            {props.summary}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <FlagsField
            control={props.control}
            name={path("flags")}
            hospital={props.hospital}
            disabled={props.disabled}
          />
          <CommentField
            control={props.control}
            name={path("comments")}
            label={t("requests.notes.comments")}
            hint={t("requests.notes.commentsHint")}
            disabled={props.disabled}
          />
          <CommentField
            control={props.control}
            name={path("internalComments")}
            label={t("requests.notes.internalComments")}
            hint={t("requests.notes.internalHint")}
            disabled={props.disabled}
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
