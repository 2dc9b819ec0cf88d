import CheckOutlined from "@mui/icons-material/CheckOutlined";
import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";

/** A yes/no column: a check for yes, a quiet dash for no; both named for screen readers. */
export function BooleanCell({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return value ? (
    <CheckOutlined fontSize="small" color="primary" titleAccess={t("configuration.yes")} />
  ) : (
    <Box component="span" aria-label={t("configuration.no")} sx={{ color: "text.disabled" }}>
      –
    </Box>
  );
}
