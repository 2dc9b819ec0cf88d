import { Alert, Divider, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useCalendarFeeds } from "../api/calendar-feeds";
import { FeedControls } from "./FeedControls";

/**
 * "Calendar feed" on the person's own profile: their shifts and approved time off as a private
 * subscription for the phone's calendar; managers may also subscribe to the published schedule of
 * each department they manage (`departments`, decided by the caller with the server's rule).
 */
export function CalendarFeedSection({
  departments,
}: {
  departments: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const feeds = useCalendarFeeds();
  const personal = feeds.data?.find((feed) => feed.kind === "personal");
  const ofDepartment = (id: number) =>
    feeds.data?.find((feed) => feed.kind === "department" && feed.departmentId === id);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="calendar-feed-title" sx={{ p: 2.5 }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h2" id="calendar-feed-title">
            {t("calendarFeed.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("calendarFeed.intro")}
          </Typography>
        </div>
        {feeds.isPending && <Skeleton variant="rounded" height={40} />}
        {feeds.isError && <Alert severity="error">{t("calendarFeed.loadFailed")}</Alert>}
        {feeds.isSuccess && (
          <>
            <FeedControls
              target={{ departmentId: null }}
              feed={personal}
              title={t("calendarFeed.personal")}
              idPrefix="calendar-feed-personal"
            />
            {departments.map((department) => (
              <Stack key={department.id} spacing={2}>
                <Divider />
                <FeedControls
                  target={{ departmentId: department.id }}
                  feed={ofDepartment(department.id)}
                  title={t("calendarFeed.department", { name: department.name })}
                  idPrefix={`calendar-feed-department-${department.id}`}
                />
              </Stack>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}
