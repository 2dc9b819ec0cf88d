import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { createFormatter, type DisplayFormatName, type Formatter } from "./format";

const FormatterContext = createContext<Formatter>(createFormatter());

/** Formats in the current language and, once signed in, in the organisation's time zone. */
export function FormatterProvider(props: {
  timeZone?: string;
  formats?: Partial<Record<DisplayFormatName, string>>;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const { timeZone, formats, children } = props;
  const formatter = useMemo(
    () => createFormatter({ timeZone, formats, language: i18n.language }),
    [timeZone, formats, i18n.language],
  );
  return <FormatterContext value={formatter}>{children}</FormatterContext>;
}

export function useFormatter(): Formatter {
  return useContext(FormatterContext);
}
