import { List, ListItem, ListItemText } from "@mui/material";
import type { Hospital, RequestDetail } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import { currentApproval } from "../lib/request-view";
import { nameOf, Section } from "./parts";

/** K-013: who was told of the outcome, and whether and when they read it. */
export function Receipts(props: { request: RequestDetail; hospital: Hospital }) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const receipts = Object.entries(currentApproval(props.request)?.notificationReceipts ?? {});
  return (
    <Section title={t("requests.receipts.title")}>
      {receipts.length === 0 ? (
        <ListItemText secondary={t("requests.receipts.none")} />
      ) : (
        <List dense disablePadding>
          {receipts.map(([userId, receipt]) => (
            <ListItem key={userId} disableGutters>
              <ListItemText
                primary={nameOf(props.hospital, Number(userId)) || t("requests.unknownPerson")}
                secondary={
                  receipt.lastReadOn
                    ? t("requests.receipts.read", { when: formatter.date(receipt.lastReadOn, "dateTime") })
                    : receipt.deliveredOn
                      ? t("requests.receipts.delivered", {
                          when: formatter.date(receipt.deliveredOn, "dateTime"),
                        })
                      : t("requests.receipts.notDelivered")
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
