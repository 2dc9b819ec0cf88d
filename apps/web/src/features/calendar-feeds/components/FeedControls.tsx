import { Button, Stack, TextField, Typography } from "@mui/material";
import type { CalendarFeed } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { useToast } from "../../../components/toasts/toast-service";
import { type FeedTarget, useRegenerateFeed, useTurnOffFeed, useTurnOnFeed } from "../api/calendar-feeds";
import { feedUrl, webcalUrl } from "../lib/feed-links";

/**
 * One feed: off, a button to turn it on; on, its private link with copy, open in the calendar app,
 * a new link (after confirming, since every subscribed calendar must then be given the new one)
 * and turning it off.
 */
export function FeedControls(props: {
  target: FeedTarget;
  feed: CalendarFeed | undefined;
  title: string;
  /** Tells the link fields of several feeds apart for screen readers. */
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const dialogs = useDialogs();
  const { target, feed, title, idPrefix } = props;
  const failed = (error: Error) => toast.error(t("calendarFeed.failed"), error);
  const turnOn = useTurnOnFeed({ mutationConfig: { onError: failed } });
  const turnOff = useTurnOffFeed({
    mutationConfig: { onSuccess: () => toast.success(t("calendarFeed.turnedOff")), onError: failed },
  });
  const regenerate = useRegenerateFeed({
    mutationConfig: { onSuccess: () => toast.success(t("calendarFeed.regenerated")), onError: failed },
  });
  const busy = turnOn.isPending || turnOff.isPending || regenerate.isPending;

  if (!feed) {
    return (
      <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Button variant="contained" disabled={busy} onClick={() => turnOn.mutate(target)}>
          {t("calendarFeed.turnOn")}
        </Button>
      </Stack>
    );
  }

  const url = feedUrl(feed.path, window.location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("calendarFeed.copied"));
    } catch (error) {
      toast.error(t("calendarFeed.copyFailed"), error);
    }
  };
  const askToRegenerate = async () => {
    try {
      await dialogs.confirm({
        title: t("calendarFeed.regenerateTitle"),
        message: t("calendarFeed.regenerateBody"),
        confirmLabel: t("calendarFeed.regenerate"),
        destructive: true,
      });
    } catch (error) {
      if (error instanceof DialogCanceledError) return;
      throw error;
    }
    regenerate.mutate(target);
  };

  return (
    <Stack spacing={1.25}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <TextField
        id={`${idPrefix}-link`}
        label={t("calendarFeed.link")}
        value={url}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        helperText={t("calendarFeed.private")}
      />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" onClick={() => void copy()}>
          {t("calendarFeed.copy")}
        </Button>
        <Button variant="outlined" href={webcalUrl(url)}>
          {t("calendarFeed.open")}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void askToRegenerate()}>
          {t("calendarFeed.regenerate")}
        </Button>
        <Button color="error" disabled={busy} onClick={() => turnOff.mutate(target)}>
          {t("calendarFeed.turnOff")}
        </Button>
      </Stack>
    </Stack>
  );
}
