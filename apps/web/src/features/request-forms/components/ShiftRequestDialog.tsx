import type { Shift } from "@rosterly/contract";
import type { ShiftChangeKind } from "@rosterly/domain/requests";
import { GiveawayForm } from "./GiveawayForm";
import { RescheduleForm } from "./RescheduleForm";
import { SplitForm } from "./SplitForm";
import { SwapForm } from "./SwapForm";

/** The form for one kind of change to one of the caller's shifts. */
export function ShiftRequestDialog(props: {
  kind: ShiftChangeKind;
  shift: Shift;
  today: string;
  onClose: () => void;
}) {
  const { kind, shift, today, onClose } = props;
  switch (kind) {
    case "giveaway":
      return <GiveawayForm shift={shift} onClose={onClose} />;
    case "swap":
      return <SwapForm shift={shift} onClose={onClose} />;
    case "reschedule":
      return <RescheduleForm shift={shift} today={today} onClose={onClose} />;
    case "split":
      return <SplitForm shift={shift} onClose={onClose} />;
  }
}
