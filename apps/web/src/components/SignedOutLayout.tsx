import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { env } from "../lib/env";
import { BrandGlyph } from "./BrandGlyph";
import "./SignedOutLayout.css";

/**
 * The frame of every signed-out page (sign-in and the mailed-link flows): the product mark and
 * tagline over a centred card, the page's heading in it when it has one, the version below. Plain
 * elements and a stylesheet, not MUI: the sign-in page is drawn before MUI loads (issue 17).
 */
export function SignedOutLayout({
  title,
  subtitle,
  children,
}: {
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headed = title !== undefined;
  return (
    <main className="signed-out">
      <div className="signed-out__brand">
        <span className="signed-out__mark">
          <BrandGlyph size={44} />
          <span className="signed-out__name">{t("app.name")}</span>
        </span>
        <p className="signed-out__tagline">{t("app.tagline")}</p>
      </div>
      <div className="signed-out__card">
        {headed && <h1 className="signed-out__title">{title}</h1>}
        {headed && subtitle && <p className="signed-out__subtitle">{subtitle}</p>}
        <div className={headed && !subtitle ? "signed-out__body--spaced" : undefined}>{children}</div>
      </div>
      <p className="signed-out__version">{t("app.versionLabel", { version: env.appVersion })}</p>
    </main>
  );
}
