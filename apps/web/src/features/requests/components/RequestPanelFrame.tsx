import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AsidePanel } from "../../../components/side-panel/AsidePanel";

export const REVIEW_PANEL_WIDTH = 440;

/** The review panel's place: 440 px beside the list on wide screens, the whole screen on a phone. */
export function RequestPanelFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AsidePanel
      label={t("requests.panel.label")}
      width={REVIEW_PANEL_WIDTH}
      phoneBelow="sm"
      onClose={onClose}
    >
      {children}
    </AsidePanel>
  );
}
