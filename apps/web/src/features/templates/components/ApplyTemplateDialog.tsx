import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { Department, Hospital } from "@rosterly/contract";
import { normalizeScheduleState } from "@rosterly/domain/schedule";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useFormatter } from "../../../lib/formatter-context";
import { type ApplyResult, useApplyTemplates } from "../api/templates";
import { findings } from "../lib/apply-summary";

/**
 * Applying the department's templates to one of its periods (Z-029): the current and coming
 * periods are offered, those whose state forbids changes shown but not choosable; the answer lists
 * what was made, every day skipped with who, when and why, and what the validators found.
 */
export function ApplyTemplateDialog(props: {
  hospital: Hospital;
  department: Department;
  today: string;
  isReadOnly: (state: string) => boolean;
  onClose: () => void;
  /** Opens the master schedule at the period. */
  onOpenSchedule: (date: string) => void;
}) {
  const { hospital, department, today, isReadOnly, onClose } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const formatter = useFormatter();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const periods = useMemo(
    () =>
      department.schedulingPeriods
        .filter((period) => period.endOn >= today)
        .sort((a, b) => (a.startOn < b.startOn ? -1 : 1)),
    [department.schedulingPeriods, today],
  );
  // Templates start coming periods: the first changeable one not yet begun, else any changeable one.
  const [chosen, setChosen] = useState<number | null>(() => {
    const open = periods.filter((period) => !isReadOnly(period.state));
    return (open.find((period) => period.startOn > today) ?? open[0])?.id ?? null;
  });
  const [result, setResult] = useState<ApplyResult | null>(null);
  const apply = useApplyTemplates({
    mutationConfig: {
      onSuccess: (answer) => setResult(answer),
      onError: (error) => toast.error(t("templates.apply.failed"), error),
    },
  });
  const range = (period: { startOn: string; endOn: string }) =>
    t("templates.apply.range", {
      start: formatter.date(period.startOn, "monthDay"),
      end: formatter.date(period.endOn, "date"),
    });
  const stateName = (state: string) => {
    const known = normalizeScheduleState(state);
    return known === null ? state : t(`schedule.states.${known}`);
  };
  const person = (userId: number) =>
    hospital.employees[String(userId)]?.fullName ?? t("templates.unknownPerson");
  const period = periods.find((row) => row.id === chosen);

  return (
    <Dialog
      open
      onClose={apply.isPending ? undefined : onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby="apply-template"
    >
      <DialogTitle id="apply-template">
        {t("templates.apply.title", { department: department.name })}
      </DialogTitle>
      <DialogContent>
        {result === null ? (
          <Stack spacing={2}>
            <Typography variant="body2">{t("templates.apply.intro")}</Typography>
            {periods.length === 0 ? (
              <Alert severity="info">{t("templates.apply.noPeriods")}</Alert>
            ) : (
              <RadioGroup
                aria-label={t("templates.apply.period")}
                value={chosen === null ? "" : String(chosen)}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {periods.map((row) => {
                  const locked = isReadOnly(row.state);
                  return (
                    <FormControlLabel
                      key={row.id}
                      value={String(row.id)}
                      disabled={locked}
                      control={<Radio />}
                      label={
                        <span>
                          {range(row)}
                          <Typography
                            component="span"
                            variant="body2"
                            sx={{ color: "text.secondary", ml: 1 }}
                          >
                            {stateName(row.state)}
                            {locked ? ` · ${t("templates.apply.readOnly")}` : ""}
                          </Typography>
                        </span>
                      }
                    />
                  );
                })}
              </RadioGroup>
            )}
          </Stack>
        ) : (
          <ApplyResultView result={result} person={person} />
        )}
      </DialogContent>
      <DialogActions>
        {result === null ? (
          <>
            <Button onClick={onClose} disabled={apply.isPending}>
              {t("dialog.cancel")}
            </Button>
            <Button
              variant="contained"
              disabled={period === undefined || apply.isPending}
              onClick={() => period && apply.mutate({ departmentId: department.id, scheduleId: period.id })}
            >
              {t("templates.apply.submit")}
            </Button>
          </>
        ) : (
          <>
            {period && (
              <Button onClick={() => props.onOpenSchedule(period.startOn)}>
                {t("templates.apply.openSchedule")}
              </Button>
            )}
            <Button variant="contained" onClick={onClose}>
              {t("templates.apply.done")}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ApplyResultView(props: { result: ApplyResult; person: (userId: number) => string }) {
  const { result, person } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const found = findings(result.errors);
  return (
    <Stack spacing={2} data-testid="apply-result">
      <Alert severity={result.created.length > 0 ? "success" : "info"} role="status">
        {t("templates.apply.created", { count: result.created.length })}
      </Alert>
      {result.skipped.length > 0 && (
        <section aria-labelledby="apply-skipped">
          <Typography id="apply-skipped" variant="subtitle2" component="h3" gutterBottom>
            {t("templates.apply.skipped", { count: result.skipped.length })}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t("templates.apply.who")}</TableCell>
                <TableCell>{t("templates.apply.when")}</TableCell>
                <TableCell>{t("templates.apply.why")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.skipped.map((skip) => (
                <TableRow key={`${skip.userId}:${skip.date}:${skip.reason}:${skip.messages.join()}`}>
                  <TableCell>{person(skip.userId)}</TableCell>
                  <TableCell>{formatter.date(skip.date, "date")}</TableCell>
                  <TableCell>
                    {t(`templates.apply.reasons.${skip.reason}`)}
                    {skip.messages.length > 0 && (
                      <Typography
                        variant="caption"
                        component="span"
                        sx={{ display: "block", color: "text.secondary" }}
                      >
                        {skip.messages.join(" ")}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
      <section aria-labelledby="apply-findings">
        <Typography id="apply-findings" variant="subtitle2" component="h3">
          {t("templates.apply.findings")}
        </Typography>
        {found.length === 0 ? (
          <Typography variant="body2">{t("templates.apply.noFindings")}</Typography>
        ) : (
          <List dense disablePadding>
            {found.map((finding) => (
              <ListItem key={finding.kind} disableGutters>
                <ListItemText
                  primary={t(`schedule.errors.${finding.kind}`)}
                  secondary={
                    finding.kind === "imbalance"
                      ? t("templates.apply.findingDays", { count: finding.days })
                      : t("templates.apply.findingPeople", { count: finding.people })
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
