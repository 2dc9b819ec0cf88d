import { Link } from "@mui/material";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useEmployeeOpener } from "../lib/people/employee-opener";

/**
 * A person's name: for viewers who may open the employee dialog a button that looks like a link
 * (keyboard reachable, A-033), for everyone else plain text. Inside a widget that moves the focus
 * itself (the schedule grid) the button leaves the tab order (`tabIndex` -1).
 */
export function PersonName({
  userId,
  name,
  className,
  tabIndex,
}: {
  userId: number;
  name: string;
  className?: string;
  tabIndex?: number;
}) {
  const { t } = useTranslation();
  const open = useEmployeeOpener();
  if (open === null) return <span className={className}>{name}</span>;
  return (
    <Link
      component="button"
      type="button"
      className={className}
      tabIndex={tabIndex}
      underline="hover"
      color="inherit"
      title={t("employeeDialog.openPerson", { name })}
      onClick={(event: MouseEvent) => {
        // The name sits inside rows and cards that react to clicks of their own.
        event.stopPropagation();
        open(userId);
      }}
      sx={{ font: "inherit", textAlign: "left", verticalAlign: "baseline" }}
    >
      {name}
    </Link>
  );
}
