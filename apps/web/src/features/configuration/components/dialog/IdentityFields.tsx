import { Box } from "@mui/material";
import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField } from "../../../../components/forms/FormTextField";

interface Named extends FieldValues {
  name: string;
  description: string;
}

/**
 * The block every configuration editor opens with: the row's name (focused first), optionally one
 * short field beside it (a short code, a rank), and the description below.
 */
export function IdentityFields<F extends Named>({
  control,
  disabled,
  beside,
}: {
  control: Control<F>;
  disabled: boolean | undefined;
  /** A short field shown to the right of the name on wider screens. */
  beside?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = (
    <FormTextField
      control={control}
      name={"name" as FieldPath<F>}
      label={t("configuration.fields.name")}
      required
      disabled={disabled}
      autoFocus
    />
  );
  return (
    <>
      {beside === undefined ? (
        name
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
          {name}
          {beside}
        </Box>
      )}
      <FormTextField
        control={control}
        name={"description" as FieldPath<F>}
        label={t("configuration.fields.description")}
        disabled={disabled}
        multiline
        minRows={2}
      />
    </>
  );
}
