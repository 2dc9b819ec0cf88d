/** Small pieces every review view shares: a person with job type and status, a shift, a section. */
import { Box, Stack, Typography } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ShiftSymbol } from "../../../components/ShiftSymbol";
import { useFormatter } from "../../../lib/formatter-context";
import { PersonName } from "../../../components/PersonName";
import { fullName } from "../../../lib/names";
import { useSession } from "../../../lib/session/session-context";

export function nameOf(hospital: Hospital, userId: number | null): string {
  if (userId === null) return "";
  return hospital.employees[String(userId)]?.fullName ?? "";
}

/** Names of people who may act on requests: the organisation's people, and the signed-in user. */
export function useNameOf(): (userId: number | null) => string {
  const { hospital, user } = useSession();
  return (userId) => nameOf(hospital, userId) || (userId === user.id ? fullName(user) : "");
}

export function Section(props: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={props.title} sx={{ py: 1.5 }}>
      <Typography
        variant="caption"
        component="h3"
        color="text.secondary"
        sx={{ display: "block", mb: 0.5, fontWeight: 700, textTransform: "uppercase", letterSpacing: 0.4 }}
      >
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

/** K-015, K-017: the person's name with their job type and job status short code. */
export function PersonLine(props: { hospital: Hospital; userId: number | null; caption?: string }) {
  const { t } = useTranslation();
  const { hospital, userId, caption } = props;
  const person = userId === null ? undefined : hospital.employees[String(userId)];
  const jobType = hospital.jobTypes.find((type) => type.id === person?.jobTypeId)?.name;
  const status = hospital.jobStatus.find((entry) => entry.id === person?.jobStatusId)?.shortCode;
  return (
    <Box>
      {caption && (
        <Typography variant="caption" color="text.secondary" component="p">
          {caption}
        </Typography>
      )}
      <Typography sx={{ fontWeight: 600 }}>
        {person && userId !== null ? (
          <PersonName userId={userId} name={person.fullName} />
        ) : (
          t("requests.unknownPerson")
        )}
      </Typography>
      {(jobType || status) && (
        <Typography variant="body2" color="text.secondary">
          {[jobType, status].filter(Boolean).join(" · ")}
        </Typography>
      )}
    </Box>
  );
}

/** A shift as a request names it: date, the type's symbol and the hours. */
export function ShiftLine(props: {
  hospital: Hospital;
  date: string;
  typeId: number | null;
  startTime: string | null;
  endTime: string | null;
  flags?: readonly number[];
}) {
  const formatter = useFormatter();
  const { hospital, date, typeId, startTime, endTime, flags = [] } = props;
  const type = hospital.shiftTypes.find((entry) => entry.id === typeId);
  const codes = flags
    .map((id) => hospital.flags.find((flag) => flag.id === id)?.shortCode)
    .filter((code): code is string => Boolean(code));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {date ? formatter.date(date, "weekdayDate") : ""}
      </Typography>
      {type && (
        <ShiftSymbol
          shiftType={type}
          startTime={startTime ?? undefined}
          endTime={endTime ?? undefined}
          size="small"
        />
      )}
      {startTime && endTime && (
        <Typography variant="body2" color="text.secondary">
          {`${startTime.slice(0, 5)}–${endTime.slice(0, 5)}`}
        </Typography>
      )}
      {codes.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {codes.join(" ")}
        </Typography>
      )}
    </Stack>
  );
}
