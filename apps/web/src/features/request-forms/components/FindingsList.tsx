import { Chip, Stack, Typography } from "@mui/material";
import type { validatorResult } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useFormatter } from "../../../lib/formatter-context";
import { useSession } from "../../../lib/session/session-context";
import { findingsOf } from "../lib/findings";
import { personName } from "../lib/people";

/**
 * The validators' findings as sentences: what kind, for whom ("you" for the caller) and on which
 * dates. They inform; the request may still be sent.
 */
export function FindingsList(props: {
  results: readonly z.infer<typeof validatorResult>[];
  dense?: boolean;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const { hospital, user } = useSession();
  const findings = findingsOf(props.results, user.id);
  return (
    <Stack component="ul" spacing={props.dense ? 0.25 : 0.75} sx={{ m: 0, pl: 2.5 }}>
      {findings.map((finding) => {
        const who =
          finding.userId === null
            ? t("requestForms.findings.staffing")
            : finding.userId === user.id
              ? t("requestForms.findings.you")
              : (personName(hospital, finding.userId) ?? t("requestForms.findings.colleague"));
        return (
          <Typography
            component="li"
            variant="body2"
            key={`${finding.kind}:${finding.userId ?? ""}`}
            data-finding={finding.kind}
          >
            {t(`requestForms.findings.${finding.kind}`, { who })}
            {finding.dates.length > 0 && (
              <Stack
                component="span"
                direction="row"
                useFlexGap
                spacing={0.5}
                sx={{ display: "inline-flex", flexWrap: "wrap", ml: 0.5, verticalAlign: "middle" }}
              >
                {finding.dates.map((date) => (
                  <Chip key={date} component="span" size="small" label={formatter.date(date, "monthDay")} />
                ))}
              </Stack>
            )}
          </Typography>
        );
      })}
    </Stack>
  );
}
