import { Box, FormControlLabel, Switch, TextField } from "@mui/material";
import { FIELD_LIMITS } from "@rosterly/domain/fields";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SITTER_ROOM_MAX } from "../../lib/shift-form-validation";

/** Spec 2 §9: sitter room and reason reach the form one second after the last keystroke. */
export const SITTER_DEBOUNCE_MS = 1000;

interface SitterValue {
  sitter: boolean;
  room: string;
  reason: string;
}

/**
 * The sitter toggle with its room and reason (F-021). Typing is kept here and handed on after a
 * second of quiet, or at once when the field is left, so Save never misses the last keystrokes.
 * Changes are handed on as patches, which the editor applies to its latest values.
 */
export function SitterFields(props: {
  value: SitterValue;
  onChange: (patch: Partial<{ sitter: boolean; sitterRoom: string; sitterReason: string }>) => void;
  errors: { room?: string | null; reason?: string | null };
}) {
  const { value, onChange, errors } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ room: value.room, reason: value.reason });
  const [shown, setShown] = useState({ room: value.room, reason: value.reason });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A reset, or a change saved elsewhere, replaces what is being shown.
  if (shown.room !== value.room || shown.reason !== value.reason) {
    setShown({ room: value.room, reason: value.reason });
    setDraft({ room: value.room, reason: value.reason });
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flush = (next: { room: string; reason: string }) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    onChange({ sitterRoom: next.room, sitterReason: next.reason });
  };
  const edit = (next: { room: string; reason: string }) => {
    setDraft(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(next), SITTER_DEBOUNCE_MS);
  };

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <FormControlLabel
        control={<Switch checked={value.sitter} onChange={(_event, sitter) => onChange({ sitter })} />}
        label={t("activityEditor.shift.sitter")}
      />
      {value.sitter && (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 2fr" }, gap: 1.5 }}>
          <TextField
            size="small"
            label={t("activityEditor.shift.sitterRoom")}
            value={draft.room}
            onChange={(event) => edit({ ...draft, room: event.target.value })}
            onBlur={() => {
              if (timer.current) flush(draft);
            }}
            error={Boolean(errors.room)}
            helperText={errors.room ?? undefined}
            slotProps={{ htmlInput: { maxLength: SITTER_ROOM_MAX } }}
          />
          <TextField
            size="small"
            label={t("activityEditor.shift.sitterReason")}
            value={draft.reason}
            onChange={(event) => edit({ ...draft, reason: event.target.value })}
            onBlur={() => {
              if (timer.current) flush(draft);
            }}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? undefined}
            slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.commentMaxLength } }}
          />
        </Box>
      )}
    </Box>
  );
}
