import CloseRounded from "@mui/icons-material/CloseRounded";
import PanToolAltRounded from "@mui/icons-material/PanToolAltRounded";
import {
  Alert,
  Badge,
  Box,
  Button,
  CircularProgress,
  Drawer,
  IconButton,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PersonName } from "../../../components/PersonName";
import { useToast } from "../../../components/toasts/toast-service";
import { useFormatter } from "../../../lib/formatter-context";
import { useAssignOpenShift } from "../api/open-shift-actions";
import { useUserBids } from "../api/get-user-bids";
import { isStale } from "../lib/stale";
import { pendingBidsOf } from "../lib/user-bids";
import { type AssignmentWarning, warningText } from "../lib/warning-text";
import { OpenShiftWhen } from "./OpenShiftWhen";

/**
 * N-009: a person's bids on open shifts of a period, behind a button with their count. The panel
 * opens once the bids have loaded; assigning goes through the open shift's own assign action, so
 * its checks come back as warnings and a shift changed meanwhile is reloaded.
 */
export function UserBidsButton(props: {
  hospital: Hospital;
  userId: number;
  fullName: string;
  startOn: string;
  endOn: string;
}) {
  const { hospital, userId, fullName, startOn, endOn } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const toast = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [warnings, setWarnings] = useState<AssignmentWarning[]>([]);
  const query = useUserBids(userId, startOn, endOn);
  const bids = useMemo(() => pendingBidsOf(query.data ?? [], userId), [query.data, userId]);
  const assign = useAssignOpenShift({
    mutationConfig: {
      onSuccess: (answer) => {
        setWarnings(answer.warnings.find((entry) => entry.userId === userId)?.warnings ?? []);
        toast.success(
          t("openShifts.userBids.assigned", {
            name: fullName,
            date: formatter.date(answer.openShift.date, "date"),
          }),
        );
      },
      onError: (error) => {
        if (isStale(error)) {
          toast.error(t("openShifts.stale"), error);
          void query.refetch();
        } else toast.error(t("openShifts.assignFailed"), error);
      },
    },
  });

  const shiftType = (typeId: number) => hospital.shiftTypes.find((type) => type.id === typeId) ?? null;
  const departmentName = (id: number) => hospital.departments.find((d) => d.id === id)?.name ?? "";

  const button = (
    <Button
      size="small"
      variant="outlined"
      disabled={!query.isSuccess}
      onClick={() => setOpen(true)}
      startIcon={query.isPending ? <CircularProgress size={14} aria-hidden /> : <PanToolAltRounded />}
      aria-haspopup="dialog"
      data-testid="user-bids-button"
      endIcon={
        query.isSuccess ? (
          <Badge
            badgeContent={bids.length}
            showZero
            color={bids.length > 0 ? "primary" : "default"}
            sx={{ "& .MuiBadge-badge": { position: "static", transform: "none" } }}
          />
        ) : undefined
      }
    >
      {query.isPending ? t("openShifts.userBids.loading") : t("openShifts.userBids.button")}
    </Button>
  );

  return (
    <>
      {query.isError ? (
        <Tooltip title={t("openShifts.userBids.loadFailed")}>
          {/* A disabled button hears no pointer or focus; the wrapper carries the tooltip to both. */}
          <Box component="span" tabIndex={0} aria-label={t("openShifts.userBids.loadFailed")}>
            {button}
          </Box>
        </Tooltip>
      ) : (
        button
      )}
      <Drawer
        anchor="right"
        open={open && query.isSuccess}
        onClose={() => setOpen(false)}
        // Opened from the employee dialog: a drawer's own layer lies below a dialog's, so it would
        // open underneath the dialog it belongs to.
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
        slotProps={{
          paper: {
            sx: { width: phone ? "100%" : 400 },
            role: "dialog",
            "aria-labelledby": titleId,
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: "center", p: 2, pb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
            {t("openShifts.userBids.title", { name: fullName })}
          </Typography>
          <IconButton aria-label={t("openShifts.userBids.close")} onClick={() => setOpen(false)}>
            <CloseRounded />
          </IconButton>
        </Stack>
        {warnings.length > 0 && (
          <Alert severity="warning" sx={{ mx: 2, mb: 1 }} onClose={() => setWarnings([])}>
            <strong>
              <PersonName userId={userId} name={fullName} />
            </strong>
            : {warnings.map((warning) => warningText(t, formatter, warning)).join(" ")}
          </Alert>
        )}
        {bids.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 3 }} data-testid="user-bids-empty">
            {t("openShifts.userBids.empty")}
          </Typography>
        ) : (
          <List aria-label={t("openShifts.userBids.list")} sx={{ px: 1 }}>
            {bids.map(({ openShift, assignable }) => (
              <ListItem
                key={openShift.id}
                divider
                data-open-shift-id={openShift.id}
                sx={{ display: "flex", gap: 1, alignItems: "center" }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <OpenShiftWhen shift={openShift} shiftType={shiftType(openShift.typeId)} />
                  <Typography variant="body2" color="text.secondary">
                    {[departmentName(openShift.departmentId), openShift.title].filter(Boolean).join(" · ")}
                  </Typography>
                  {!assignable && (
                    <Typography variant="caption" color="text.secondary">
                      {t("openShifts.userBids.notAssignable")}
                    </Typography>
                  )}
                </Box>
                <Button
                  size="small"
                  variant="contained"
                  disabled={!assignable || assign.isPending}
                  aria-label={t("openShifts.userBids.assignFor", {
                    name: fullName,
                    date: formatter.date(openShift.date, "date"),
                  })}
                  onClick={() =>
                    assign.mutate({ id: openShift.id, selectedBidders: [userId], assignees: [] })
                  }
                >
                  {t("openShifts.userBids.assign")}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </Drawer>
    </>
  );
}
