import { Box, Typography } from "@mui/material";
import type { HistoryEntry } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { describeValue, fieldLabelKey, type HistoryKind } from "../../lib/history-values";
import type { Reference } from "../../lib/reference";

/**
 * The timeline of a shift or an event (L-002, L-003): each entry names who changed it and when, and
 * lists every change as field, old value and new value. The creation entry comes first.
 */
export function HistoryTimeline(props: {
  entries: readonly HistoryEntry[];
  kind: HistoryKind;
  reference: Reference;
}) {
  const { entries, kind, reference } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const tools = { reference, formatter, t };
  const dash = t("activityEditor.empty");
  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {entries.map((entry) => {
        const created = entry.changes.some((change) => change.field === "created");
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{ position: "relative", pl: 3, pb: 2, borderLeft: 2, borderColor: "divider", ml: 1 }}
          >
            <Box
              sx={{
                position: "absolute",
                left: -7,
                top: 2,
                width: 12,
                height: 12,
                borderRadius: "50%",
                bgcolor: created ? "primary.main" : "secondary.main",
              }}
            />
            <Typography sx={{ fontWeight: 600 }}>
              {created ? t("activityEditor.history.createdBy") : t("activityEditor.history.changedBy")}{" "}
              {entry.modifiedBy?.fullName ?? t("activityEditor.history.system")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatter.date(entry.modifiedOn, "dateTime")}
            </Typography>
            {entry.newAssignee && (
              <Typography variant="body2">
                {t("activityEditor.history.givenTo", { name: entry.newAssignee.fullName })}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{ m: 0, mt: 0.5, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 1.5 }}
            >
              {entry.changes
                .filter((change) => change.field !== "created")
                .map((change) => {
                  const labelKey = fieldLabelKey(change.field);
                  const before = describeValue(change.field, change.old, kind, tools);
                  const after = describeValue(change.field, change.new, kind, tools);
                  return (
                    <Box key={change.field} sx={{ display: "contents" }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {labelKey ? t(labelKey) : change.field}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                        {created
                          ? (after ?? dash)
                          : t("activityEditor.history.change", { old: before ?? dash, new: after ?? dash })}
                      </Typography>
                    </Box>
                  );
                })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
