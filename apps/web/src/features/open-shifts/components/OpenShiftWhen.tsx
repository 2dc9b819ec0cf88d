import type { OpenShift, ShiftType } from "@rosterly/contract";
import { Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { ShiftSymbol } from "../../../components/ShiftSymbol";
import { useFormatter } from "../../../lib/formatter-context";
import { whenOf } from "../lib/open-shift-view";

/** The shift type's symbol beside the day and hours, with whatever chips follow them. */
export function OpenShiftWhen(props: {
  shift: OpenShift;
  shiftType: ShiftType | null;
  size?: "small" | "medium";
  heading?: boolean;
  children?: ReactNode;
}) {
  const { shift, shiftType, size = "small", heading = false, children } = props;
  const formatter = useFormatter();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
      {shiftType && (
        <ShiftSymbol shiftType={shiftType} startTime={shift.startTime} endTime={shift.endTime} size={size} />
      )}
      <Typography
        component={heading ? "h3" : "span"}
        variant={heading ? "body1" : "body2"}
        sx={{ fontWeight: heading ? 600 : undefined, flex: heading ? 1 : undefined, minWidth: 0 }}
      >
        {whenOf(formatter, shift)}
      </Typography>
      {children}
    </Stack>
  );
}
