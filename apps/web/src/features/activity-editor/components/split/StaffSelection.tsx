import ArrowBack from "@mui/icons-material/ArrowBack";
import { Box, Button, List, ListItemButton, ListItemText, TextField, Typography } from "@mui/material";
import type { Employee } from "@rosterly/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

/** Choosing who works a part: the department's active staff, searched by name (trimmed). */
export function StaffSelection(props: {
  staff: readonly Employee[];
  currentId: number;
  onChoose: (userId: number) => void;
  onBack: () => void;
}) {
  const { staff, currentId, onChoose, onBack } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return staff.filter((employee) => needle === "" || employee.fullName.toLowerCase().includes(needle));
  }, [staff, search]);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1, minHeight: 0 }}>
      <Box>
        <Button size="small" startIcon={<ArrowBack />} onClick={onBack}>
          {t("activityEditor.split.backToPart")}
        </Button>
      </Box>
      <TextField
        size="small"
        label={t("activityEditor.split.searchStaff")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoFocus
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t("activityEditor.split.noStaff")}</Typography>
      ) : (
        <List
          dense
          aria-label={t("activityEditor.split.staffList")}
          sx={{ overflowY: "auto", maxHeight: 320 }}
        >
          {shown.map((employee) => (
            <ListItemButton
              key={employee.userId}
              selected={employee.userId === currentId}
              onClick={() => onChoose(employee.userId)}
            >
              <ListItemText primary={employee.fullName} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
