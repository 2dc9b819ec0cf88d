import { Checkbox, FormControlLabel, FormGroup, Typography } from "@mui/material";
import type { OpenShift } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";

/**
 * H-013: the bidders not yet seated, each chosen with a checkbox; no more can be chosen than the
 * seats left after the people picked from the staff list.
 */
export function BidderSelection(props: {
  shift: OpenShift;
  selected: readonly number[];
  /** Seats the selection may still take. */
  room: number;
  disabled: boolean;
  onChange: (selected: readonly number[]) => void;
}) {
  const { shift, selected, room, disabled, onChange } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const seated = new Set(shift.assignees);
  const waiting = shift.participants.filter((person) => person.bidOn !== null && !seated.has(person.userId));
  if (waiting.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t("openShifts.noBids")}
      </Typography>
    );
  return (
    <FormGroup aria-label={t("openShifts.bidders")}>
      {waiting.map((person) => {
        const chosen = selected.includes(person.userId);
        return (
          <FormControlLabel
            key={person.userId}
            control={
              <Checkbox
                checked={chosen}
                disabled={disabled || (!chosen && room <= 0)}
                onChange={(_, checked) =>
                  onChange(
                    checked ? [...selected, person.userId] : selected.filter((id) => id !== person.userId),
                  )
                }
              />
            }
            label={
              <>
                {person.fullName}
                <Typography component="span" variant="body2" color="text.secondary">
                  {" · "}
                  {t("openShifts.bidAt", { when: formatter.date(person.bidOn ?? "", "dateTime") })}
                </Typography>
              </>
            }
          />
        );
      })}
    </FormGroup>
  );
}
