import { LocalizationProvider } from "@mui/x-date-pickers";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { enUS, zhTW } from "date-fns/locale";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Date pickers in the user's language; the picker's own text follows the locale of date-fns. */
export function DateFieldsProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={i18n.language === "zh-TW" ? zhTW : enUS}
    >
      {children}
    </LocalizationProvider>
  );
}
