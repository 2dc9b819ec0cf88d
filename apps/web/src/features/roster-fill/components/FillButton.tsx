import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The master schedule toolbar's "Fill the schedule". */
export function FillButton(props: { disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      startIcon={<AutoAwesomeOutlined />}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {t("rosterFill.action")}
    </Button>
  );
}
