import { Box, FormControlLabel, Switch, TextField } from "@mui/material";
import { FIELD_LIMITS } from "@rosterly/domain/fields";
import { useEffect, useRef, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { ShiftFormValues } from "../../lib/shift-form";
import { SITTER_ROOM_MAX } from "../../lib/shift-form-validation";

/** Spec 2 §9: sitter room and reason reach the form one second after the last keystroke. */
export const SITTER_DEBOUNCE_MS = 1000;

interface SitterText {
  room: string;
  reason: string;
}

/**
 * The sitter toggle with its room and reason (F-021). Typing is kept here and handed to the form
 * after a second of quiet, or at once when the field is left, so Save never misses the last
 * keystrokes.
 */
export function SitterFields(props: { control: Control<ShiftFormValues> }) {
  const { control } = props;
  const { t } = useTranslation();
  const sitter = useController({ control, name: "sitter" });
  const room = useController({ control, name: "sitterRoom" });
  const reason = useController({ control, name: "sitterReason" });
  const value: SitterText = { room: room.field.value, reason: reason.field.value };
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A reset, or a change saved elsewhere, replaces what is being shown.
  if (shown.room !== value.room || shown.reason !== value.reason) {
    setShown(value);
    setDraft(value);
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flush = (next: SitterText) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    room.field.onChange(next.room);
    reason.field.onChange(next.reason);
  };
  const edit = (next: SitterText) => {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(next), SITTER_DEBOUNCE_MS);
  };
  const leave = (onBlur: () => void) => {
    if (timer.current) flush(draft);
    onBlur();
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            name={sitter.field.name}
            checked={sitter.field.value}
            onChange={(_event, checked) => sitter.field.onChange(checked)}
            onBlur={sitter.field.onBlur}
          />
        }
        label={t("activityEditor.shift.sitter")}
      />
      {sitter.field.value && (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr" }, gap: 1.5 }}>
          <TextField
            size="small"
            label={t("activityEditor.shift.sitterRoom")}
            name={room.field.name}
            value={draft.room}
            inputRef={room.field.ref}
            onChange={(event) => edit({ ...draft, room: event.target.value })}
            onBlur={() => leave(room.field.onBlur)}
            error={room.fieldState.error !== undefined}
            helperText={room.fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: SITTER_ROOM_MAX } }}
          />
          <TextField
            size="small"
            label={t("activityEditor.shift.sitterReason")}
            name={reason.field.name}
            value={draft.reason}
            inputRef={reason.field.ref}
            onChange={(event) => edit({ ...draft, reason: event.target.value })}
            onBlur={() => leave(reason.field.onBlur)}
            error={reason.fieldState.error !== undefined}
            helperText={reason.fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.commentMaxLength } }}
          />
        </Box>
      )}
    </Box>
  );
}
