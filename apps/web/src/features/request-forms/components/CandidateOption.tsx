import { Box, FormControlLabel, Radio, Typography } from "@mui/material";
import type { validatorResult } from "@rosterly/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FindingsList } from "./FindingsList";

/** One choice of a candidates list: a radio with its label, and the findings the choice would bring. */
export function CandidateOption(props: {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
  errors: readonly z.infer<typeof validatorResult>[];
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ borderBottom: 1, borderColor: "divider", py: 0.75, "&:last-of-type": { borderBottom: 0 } }}
      data-candidate={props.value}
    >
      <FormControlLabel
        value={props.value}
        control={<Radio />}
        sx={{ alignItems: "flex-start", mr: 0, "& .MuiRadio-root": { pt: 0.5 } }}
        label={
          <Box sx={{ pt: 0.75 }}>
            <Typography variant="body1">{props.label}</Typography>
            {props.detail && (
              <Typography variant="body2" color="text.secondary">
                {props.detail}
              </Typography>
            )}
            {props.errors.length === 0 ? (
              <Typography variant="body2" color="success.dark">
                {t("requestForms.candidates.clear")}
              </Typography>
            ) : (
              <FindingsList results={props.errors} dense />
            )}
          </Box>
        }
      />
    </Box>
  );
}
