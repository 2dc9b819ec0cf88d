import SearchOutlined from "@mui/icons-material/SearchOutlined";
import { Badge, Box, Chip, InputAdornment, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Search (name, alias or e-mail) and the "pending approval only" filter with its count. */
export function UsersToolbar(props: {
  search: string;
  onSearch: (value: string) => void;
  pendingCount: number;
  pendingOnly: boolean;
  onPendingOnly: (value: boolean) => void;
}) {
  const { search, onSearch, pendingCount, pendingOnly, onPendingOnly } = props;
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", p: 2 }}>
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        label={t("accounts.list.search")}
        sx={{ flex: "1 1 260px", maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Badge color="error" badgeContent={pendingCount} invisible={pendingCount === 0}>
        <Chip
          clickable
          color={pendingOnly ? "warning" : "default"}
          variant={pendingOnly ? "filled" : "outlined"}
          label={t("accounts.list.pendingOnly")}
          aria-pressed={pendingOnly}
          onClick={() => onPendingOnly(!pendingOnly)}
        />
      </Badge>
    </Box>
  );
}
