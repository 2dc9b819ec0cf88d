import { Chip } from "@mui/material";
import type { ProfileState } from "@rosterly/domain/accounts";
import { useTranslation } from "react-i18next";

const COLOURS: Readonly<Record<ProfileState, "success" | "default" | "warning" | "error">> = {
  active: "success",
  inactive: "default",
  pending: "warning",
  rejected: "error",
  severed: "error",
};

/** A profile's state; `pending` reads "Pending approval" (Z-014). */
export function StateChip({ state }: { state: ProfileState }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`accounts.states.${state}`)} />
  );
}
