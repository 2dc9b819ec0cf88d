import CallSplit from "@mui/icons-material/CallSplit";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import { Box, Card, CardActionArea, Chip, IconButton, Tooltip, Typography } from "@mui/material";
import type { Shift } from "@rosterly/contract";
import { canSplitPart, partTimes, type SplitPart } from "@rosterly/domain/schedule";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../../lib/formatter-context";
import { personName, type Reference } from "../../lib/reference";

/** One part of the split: its times and length, who works it, and the split and remove buttons. */
export function SplitCard(props: {
  shift: Shift;
  parts: readonly SplitPart[];
  index: number;
  selected: boolean;
  reference: Reference;
  onSelect: () => void;
  onSplit: () => void;
  onRemove: () => void;
}) {
  const { shift, parts, index, selected, reference, onSelect, onSplit, onRemove } = props;
  const { t } = useTranslation();
  const formatter = useFormatter();
  const part = parts[index];
  if (!part) return null;
  const times = partTimes(part, shift);
  const label = t("activityEditor.split.partLabel", { number: index + 1 });
  const givenAway = part.assigneeId !== shift.assigneeId;
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? "primary.main" : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea onClick={onSelect} aria-pressed={selected} aria-label={label} sx={{ p: 1.5 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Chip
            size="small"
            label={index === 0 ? t("activityEditor.split.original") : t("activityEditor.split.new")}
            variant="outlined"
          />
          {givenAway && <Chip size="small" color="warning" label={t("activityEditor.split.giveaway")} />}
        </Box>
        <Typography>
          {times ? `${times.startTime} – ${times.endTime}` : ""}{" "}
          <Typography component="span" color="text.secondary" variant="body2">
            ({t("activityEditor.hours", { hours: formatter.hours((part.end - part.start) / 60) })})
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {personName(reference, part.assigneeId)}
        </Typography>
      </CardActionArea>
      <Box sx={{ display: "flex", justifyContent: "flex-end", px: 1, pb: 0.5 }}>
        <Tooltip title={t("activityEditor.split.splitPart", { number: index + 1 })}>
          <span>
            <IconButton
              size="small"
              aria-label={t("activityEditor.split.splitPart", { number: index + 1 })}
              onClick={onSplit}
              disabled={!canSplitPart(parts, index)}
            >
              <CallSplit fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        {index > 0 && (
          <Tooltip title={t("activityEditor.split.removePart", { number: index + 1 })}>
            <IconButton
              size="small"
              aria-label={t("activityEditor.split.removePart", { number: index + 1 })}
              onClick={onRemove}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Card>
  );
}
