import ExpandMoreRounded from "@mui/icons-material/ExpandMoreRounded";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import type { FillAcceptResult, FillProposal, Hospital } from "@rosterly/contract";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useFormatter } from "../../../lib/formatter-context";
import { type RunRef, useAcceptFill, useDiscardFill, useFillRun } from "../api/fill-api";
import { staffingGaps } from "../lib/proposal";

const VALIDATOR_TITLES = {
  TimeConflictValidator: "schedule.errors.conflicts",
  ConsecutiveShiftsValidator: "schedule.errors.consecutive",
  ImbalanceValidator: "schedule.errors.imbalance",
  OvertimeValidator: "schedule.errors.overtime",
  MinimumCountValidator: "schedule.errors.minimum",
} as const;

/** How many people, dates or lines a validator result names. */
function findings(result: FillProposal["validatorResults"][number]): number {
  if (result.validator === "ImbalanceValidator")
    return result.error_data.reduce(
      (sum, entry) => sum + Object.values(entry.shift_types).reduce((n, dates) => n + dates.length, 0),
      0,
    );
  if (result.validator === "MinimumCountValidator") return Object.keys(result.error_data).length;
  return Object.values(result.error_data).reduce((sum, dates) => sum + dates.length, 0);
}

function Section(props: { title: string; children: ReactNode; defaultExpanded?: boolean }) {
  return (
    <Accordion
      disableGutters
      elevation={0}
      defaultExpanded={props.defaultExpanded}
      sx={{ bgcolor: "transparent" }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Typography component="h3" variant="subtitle2">
          {props.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{props.children}</AccordionDetails>
    </Accordion>
  );
}

/**
 * The generator's proposal under review, above the grid that draws it: what it adds and removes
 * (per person and per day), the validators' results and staffing for the period as it would be;
 * accept all, accept per person, or discard. Nothing is saved before accepting.
 */
export function ProposalReview(props: { hospital: Hospital; run: RunRef; onClosed: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatter = useFormatter();
  const { hospital, run, onClosed } = props;
  const query = useFillRun(run);
  const accept = useAcceptFill();
  const discard = useDiscardFill();
  const [conflicts, setConflicts] = useState<FillAcceptResult["conflicts"]>([]);
  const names = useMemo(
    () => new Map(Object.values(hospital.employees).map((person) => [person.userId, person.fullName])),
    [hospital],
  );
  const lineName = (jobTypes: readonly number[], shiftTypeId: number) =>
    `${jobTypes.map((id) => hospital.jobTypes.find((type) => type.id === id)?.name ?? `#${id}`).join(", ")} · ${
      hospital.shiftTypes.find((type) => type.id === shiftTypeId)?.name ?? `#${shiftTypeId}`
    }`;
  const data = query.data;
  const proposal = data?.proposal;
  if (!data || !proposal) return null;
  const accepted = new Set(data.accepted);
  const open = proposal.people.filter((person) => !accepted.has(person.assigneeId));
  const added = proposal.shifts.filter((shift) => !accepted.has(shift.assigneeId)).length;
  const removed = open.reduce((sum, person) => sum + person.removed, 0);
  const busy = accept.isPending || discard.isPending;

  const acceptFor = (assigneeIds?: number[]) =>
    accept.mutate(
      { ...run, assigneeIds },
      {
        onSuccess: (result) => {
          setConflicts((before) => [
            ...before.filter((c) => !result.conflicts.some((n) => n.assigneeId === c.assigneeId)),
            ...result.conflicts,
          ]);
          toast.success(t("rosterFill.review.accepted", { count: result.created }));
        },
        onError: (error) => toast.error(t("rosterFill.review.acceptFailed"), error),
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="fill-review-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={1.5}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ alignItems: { md: "center" } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="fill-review-title" component="h2" variant="h6">
              {t("rosterFill.review.title")}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: "wrap", alignItems: "center", mt: 0.5 }}
            >
              <Chip size="small" color="primary" label={t("rosterFill.review.added", { count: added })} />
              {removed > 0 && (
                <Chip size="small" label={t("rosterFill.review.removed", { count: removed })} />
              )}
              <Chip
                size="small"
                variant="outlined"
                label={t("rosterFill.review.objective", { value: proposal.objective })}
              />
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: "flex", alignItems: "center", gap: 0.75 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 18,
                    height: 14,
                    border: 2,
                    borderStyle: "dashed",
                    borderColor: "primary.main",
                    borderRadius: 0.5,
                  }}
                />
                {t("rosterFill.review.legend")}
              </Typography>
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button
              disabled={busy}
              onClick={() =>
                discard.mutate(run, {
                  onSuccess: () => {
                    toast.info(t("rosterFill.review.discarded"));
                    onClosed();
                  },
                  onError: (error) => toast.error(t("rosterFill.discardFailed"), error),
                })
              }
            >
              {open.length === 0 ? t("rosterFill.review.close") : t("rosterFill.review.discard")}
            </Button>
            {open.length > 0 && (
              <Button variant="contained" disabled={busy} onClick={() => acceptFor(undefined)}>
                {t("rosterFill.review.acceptAll")}
              </Button>
            )}
          </Stack>
        </Stack>
        {proposal.feasible ? (
          <Alert severity="success" role="status">
            {t("rosterFill.review.feasible")}
          </Alert>
        ) : (
          <Alert severity="warning" role="status">
            {t("rosterFill.review.infeasible")}
          </Alert>
        )}
        {conflicts.length > 0 && (
          <Alert severity="warning" role="alert">
            {t("rosterFill.review.conflicts", {
              list: conflicts
                .map(
                  (c) =>
                    `${names.get(c.assigneeId) ?? `#${c.assigneeId}`} (${c.dates
                      .map((date) => formatter.date(date, "monthDay"))
                      .join(", ")})`,
                )
                .join("; "),
            })}
          </Alert>
        )}
        <Box>
          <Section title={t("rosterFill.review.errorsTitle", { count: proposal.validatorResults.length })}>
            {proposal.validatorResults.length === 0 ? (
              <Typography variant="body2">{t("rosterFill.review.noErrors")}</Typography>
            ) : (
              <List dense disablePadding>
                {proposal.validatorResults.map((result) => (
                  <ListItem key={result.validator} disableGutters>
                    <ListItemText
                      primary={t(VALIDATOR_TITLES[result.validator])}
                      secondary={t("rosterFill.review.findings", { count: findings(result) })}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <Typography variant="body2" color="text.secondary">
              {t("rosterFill.review.errorsHint")}
            </Typography>
          </Section>
          <Section title={t("rosterFill.review.staffingTitle")}>
            <List dense disablePadding>
              {proposal.staffing.map((line) => {
                const gaps = staffingGaps(line);
                return (
                  <ListItem key={`${line.jobTypes.join(",")}:${line.shiftTypeId}`} disableGutters>
                    <ListItemText
                      primary={lineName(line.jobTypes, line.shiftTypeId)}
                      secondary={t("rosterFill.review.staffingLine", {
                        needed: line.needed,
                        short: gaps.short,
                        over: gaps.over,
                      })}
                    />
                  </ListItem>
                );
              })}
            </List>
          </Section>
          <Section title={t("rosterFill.review.peopleTitle", { count: proposal.people.length })}>
            <List
              dense
              disablePadding
              aria-label={t("rosterFill.review.peopleTitle", { count: proposal.people.length })}
            >
              {proposal.people.map((person) => {
                const name = names.get(person.assigneeId) ?? `#${person.assigneeId}`;
                return (
                  <ListItem
                    key={person.assigneeId}
                    disableGutters
                    secondaryAction={
                      accepted.has(person.assigneeId) ? (
                        <Chip size="small" color="success" label={t("rosterFill.review.personAccepted")} />
                      ) : (
                        <Button
                          size="small"
                          disabled={busy}
                          aria-label={t("rosterFill.review.acceptPerson", { name })}
                          onClick={() => acceptFor([person.assigneeId])}
                        >
                          {t("rosterFill.review.accept")}
                        </Button>
                      )
                    }
                  >
                    <ListItemText
                      primary={name}
                      secondary={t("rosterFill.review.change", {
                        added: person.added,
                        removed: person.removed,
                      })}
                    />
                  </ListItem>
                );
              })}
            </List>
          </Section>
          <Section title={t("rosterFill.review.daysTitle", { count: proposal.days.length })}>
            <Box
              component="ul"
              sx={{
                m: 0,
                p: 0,
                listStyle: "none",
                display: "grid",
                gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
                gap: 0.5,
              }}
            >
              {proposal.days.map((day) => (
                <Typography component="li" variant="body2" key={day.date}>
                  {formatter.date(day.date, "monthDay")}:{" "}
                  {t("rosterFill.review.change", { added: day.added, removed: day.removed })}
                </Typography>
              ))}
            </Box>
          </Section>
        </Box>
      </Stack>
    </Paper>
  );
}
