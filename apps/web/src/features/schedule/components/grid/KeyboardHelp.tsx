import KeyboardRounded from "@mui/icons-material/KeyboardRounded";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tooltip,
} from "@mui/material";
import { useTranslation } from "react-i18next";

/** Keys as written on keyboards (not translated), with what they do. */
const KEYS = [
  { keys: ["Tab", "Shift+Tab"], does: "scheduleGrid.keys.tab" },
  { keys: ["←", "→", "↑", "↓"], does: "scheduleGrid.keys.move" },
  { keys: ["Home", "End"], does: "scheduleGrid.keys.rowEnds" },
  { keys: ["Ctrl+Home", "Ctrl+End"], does: "scheduleGrid.keys.gridEnds" },
  { keys: ["PageUp", "PageDown"], does: "scheduleGrid.keys.page" },
  { keys: ["Enter", "F2"], does: "scheduleGrid.keys.openCell" },
  { keys: ["N", "Insert", "+"], does: "scheduleGrid.keys.add" },
  { keys: ["Delete"], does: "scheduleGrid.keys.delete" },
  { keys: ["E"], does: "scheduleGrid.keys.errors" },
  { keys: ["Esc"], does: "scheduleGrid.keys.escape" },
  { keys: ["?"], does: "scheduleGrid.keys.help" },
] as const;

/** The `?` button above the grid and the list of the grid's keys it opens (also opened by `?` in the grid). */
export function KeyboardHelp(props: { open: boolean; onOpen: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { open, onOpen, onClose } = props;
  return (
    <>
      <Tooltip title={t("scheduleGrid.keys.open")}>
        <IconButton size="small" onClick={onOpen} aria-label={t("scheduleGrid.keys.open")}>
          <KeyboardRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={onClose} aria-labelledby="grid-keys-title">
        <DialogTitle id="grid-keys-title">{t("scheduleGrid.keys.title")}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableBody>
              {KEYS.map((row) => (
                <TableRow key={row.does}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: "nowrap" }}>
                    {row.keys.map((key, i) => (
                      <span key={key}>
                        {i > 0 && " / "}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </TableCell>
                  <TableCell>{t(row.does)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("scheduleGrid.keys.close")}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
