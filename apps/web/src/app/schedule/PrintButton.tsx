import PrintOutlined from "@mui/icons-material/PrintOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** Opens the print layout of the period shown (`/scheduling/print`). */
export function PrintButton(props: { departmentId: number; date: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PrintOutlined />}
      component={RouterLink}
      to={`/scheduling/print?dept=${props.departmentId}&date=${props.date}`}
    >
      {t("schedulePrint.action")}
    </Button>
  );
}
