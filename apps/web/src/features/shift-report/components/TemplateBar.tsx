/**
 * The template selector with search and the new, save, reset, rename and delete actions (M-002);
 * creating and renaming show a name field in its place.
 */
import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import DriveFileRenameOutlineRounded from "@mui/icons-material/DriveFileRenameOutlineRounded";
import RestartAltRounded from "@mui/icons-material/RestartAltRounded";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import { Autocomplete, Box, Button, IconButton, TextField, Tooltip } from "@mui/material";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReportTemplates } from "../hooks/use-report-templates";

function NameForm(props: {
  initial: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === "") return;
    // A failed save keeps the field open; the toast already said why.
    props.onSubmit(trimmed).catch(() => undefined);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}
    >
      <TextField
        size="small"
        autoFocus
        required
        label={t("shiftReport.templateName")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ width: { xs: "100%", sm: 260 } }}
      />
      <Button type="submit" variant="contained" disabled={name.trim() === "" || props.busy}>
        {props.submitLabel}
      </Button>
      <Button onClick={props.onCancel}>{t("shiftReport.actions.cancel")}</Button>
    </Box>
  );
}

export function TemplateBar({ templates }: { templates: ReportTemplates }) {
  const { t } = useTranslation();
  const { selected, mode, changed, busy } = templates;
  if (mode === "new")
    return (
      <NameForm
        initial=""
        submitLabel={t("shiftReport.actions.create")}
        busy={busy}
        onSubmit={templates.create}
        onCancel={templates.cancelName}
      />
    );
  if (mode === "renaming" && selected)
    return (
      <NameForm
        initial={selected.name}
        submitLabel={t("shiftReport.actions.applyName")}
        busy={busy}
        onSubmit={templates.rename}
        onCancel={templates.cancelName}
      />
    );
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled: boolean) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box sx={{ display: "flex", gap: 0.5, alignItems: "center", flexWrap: "wrap" }}>
      <Autocomplete
        size="small"
        options={templates.templates}
        value={selected}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t("shiftReport.noTemplates")}
        onChange={(_event, option) => templates.select(option?.id ?? null)}
        sx={{ width: { xs: "100%", sm: 280 } }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("shiftReport.template")}
            placeholder={t("shiftReport.noTemplate")}
          />
        )}
      />
      {action(t("shiftReport.actions.new"), <AddRounded />, templates.startNew, busy)}
      {action(
        t("shiftReport.actions.save"),
        <SaveOutlined />,
        () => void templates.save().catch(() => undefined),
        !selected || !changed || busy,
      )}
      {action(t("shiftReport.actions.reset"), <RestartAltRounded />, templates.reset, !changed)}
      {action(
        t("shiftReport.actions.rename"),
        <DriveFileRenameOutlineRounded />,
        templates.startRename,
        !selected || busy,
      )}
      {action(
        t("shiftReport.actions.delete"),
        <DeleteOutlineRounded />,
        // Cancelled, or failed with a toast saying so.
        () => void templates.remove().catch(() => undefined),
        !selected || busy,
      )}
    </Box>
  );
}
