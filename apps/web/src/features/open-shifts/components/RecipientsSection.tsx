import {
  Alert,
  Avatar,
  Box,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Tab,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { notificationText } from "../../../lib/notifications/notification-text";
import { useRecipients } from "../api/get-recipients";

type ReadTab = "read" | "unread";

/**
 * H-005, H-006: who was told of the open shift, split into read and unread, searchable; each name's
 * tooltip says when it was delivered, when it was last read and what the message said.
 */
export function RecipientsSection({ openShiftId }: { openShiftId: number }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const recipients = useRecipients(openShiftId);
  const [tab, setTab] = useState<ReadTab>("unread");
  const [search, setSearch] = useState("");
  if (recipients.isPending)
    return (
      <Box sx={{ py: 2, display: "flex", justifyContent: "center" }}>
        <CircularProgress size={20} aria-label={t("openShifts.loading")} />
      </Box>
    );
  if (recipients.isError) return <Alert severity="error">{t("openShifts.recipientsFailed")}</Alert>;
  const all = recipients.data.results;
  const read = all.filter((row) => row.lastReadOn !== null);
  const unread = all.filter((row) => row.lastReadOn === null);
  const needle = search.trim().toLocaleLowerCase();
  const shown = (tab === "read" ? read : unread).filter(
    (row) => needle === "" || row.fullName.toLocaleLowerCase().includes(needle),
  );
  const when = (value: string | null) => (value === null ? "—" : formatter.date(value, "dateTime"));
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: ReadTab) => setTab(value)}
        aria-label={t("openShifts.recipients")}
      >
        <Tab value="unread" label={t("openShifts.unreadCount", { count: unread.length })} />
        <Tab value="read" label={t("openShifts.readCount", { count: read.length })} />
      </Tabs>
      <TextField
        size="small"
        fullWidth
        label={t("openShifts.searchRecipients")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ my: 1 }}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
          {t("openShifts.noRecipients")}
        </Typography>
      ) : (
        <List dense aria-label={t(tab === "read" ? "openShifts.read" : "openShifts.unread")}>
          {shown.map((row) => (
            <Tooltip
              key={row.receiptId}
              placement="left"
              title={
                <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", gap: 0.5 }}>
                  <dt>{t("openShifts.deliveredOn")}</dt>
                  <dd style={{ margin: 0 }}>{when(row.deliveredOn)}</dd>
                  <dt>{t("openShifts.lastReadOn")}</dt>
                  <dd style={{ margin: 0 }}>{when(row.lastReadOn)}</dd>
                  <dt>{t("openShifts.message")}</dt>
                  <dd style={{ margin: 0 }}>{notificationText(t, formatter, row)}</dd>
                </Box>
              }
            >
              <ListItem tabIndex={0} sx={{ "&:focus-visible": { outline: 2, outlineColor: "primary.main" } }}>
                <ListItemAvatar>
                  <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: "secondary.main" }}>
                    {row.fullName.slice(0, 1)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={row.fullName}
                  secondary={
                    row.lastReadOn === null
                      ? t("openShifts.deliveredAt", { when: when(row.deliveredOn) })
                      : t("openShifts.readAt", { when: when(row.lastReadOn) })
                  }
                />
              </ListItem>
            </Tooltip>
          ))}
        </List>
      )}
    </Box>
  );
}
