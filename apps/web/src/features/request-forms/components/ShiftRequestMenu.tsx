import MoreHoriz from "@mui/icons-material/MoreHoriz";
import { Button, ListItemText, Menu, MenuItem } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import {
  offeredShiftChanges,
  type ShiftChangeKind,
  shiftRequestBlock,
  swapClosed,
} from "@rosterly/domain/requests";
import { indexFlags } from "@rosterly/domain/schedule";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { toScheduleShift } from "../../../lib/scheduling/validation-input";
import { useSession } from "../../../lib/session/session-context";
import { requestOffer } from "../lib/offer";
import { ShiftRequestDialog } from "./ShiftRequestDialog";

/**
 * "Ask for a change" on one of the caller's shifts: give it away, swap it, move it or split it, as
 * the hospital offers. Shifts no request may name (started, canceled, no longer worked, flagged)
 * show no button.
 */
export function ShiftRequestMenu({ shift, today, now }: { shift: Shift; today: string; now: number }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital, user } = useSession();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<ShiftChangeKind | null>(null);
  const offer = useMemo(() => requestOffer(hospital), [hospital]);
  const flags = useMemo(() => indexFlags(hospital.flags), [hospital]);
  const requestFlags = useMemo(
    () => new Set(hospital.flags.filter((flag) => flag.allowRequest).map((flag) => flag.id)),
    [hospital],
  );
  const block = shiftRequestBlock(toScheduleShift(shift), {
    userId: user.id,
    now,
    timeZone: formatter.timeZone,
    flags,
    flagAllowsRequest: (id) => requestFlags.has(id),
  });
  if (block !== null) return null;
  const swapShut = swapClosed(shift, offer.swapCutoffHours, now, formatter.timeZone);
  const kinds = offeredShiftChanges(offer);
  const typeName = hospital.shiftTypes.find((type) => type.id === shift.typeId)?.name ?? "";

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MoreHoriz />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={t("requestForms.menu.label", {
          type: typeName,
          date: formatter.date(shift.date, "date"),
        })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: "auto" }}
      >
        {t("requestForms.menu.button")}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {kinds.map((option) => {
          const shut = option === "swap" && swapShut;
          return (
            <MenuItem
              key={option}
              disabled={shut}
              onClick={() => {
                setAnchor(null);
                setKind(option);
              }}
            >
              <ListItemText
                primary={t(`requestForms.menu.${option}`)}
                secondary={
                  shut ? t("requestForms.menu.swapClosed", { hours: offer.swapCutoffHours }) : undefined
                }
              />
            </MenuItem>
          );
        })}
      </Menu>
      {kind !== null && (
        <ShiftRequestDialog kind={kind} shift={shift} today={today} onClose={() => setKind(null)} />
      )}
    </>
  );
}
