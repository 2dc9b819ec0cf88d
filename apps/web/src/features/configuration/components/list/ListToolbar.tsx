import SearchOutlined from "@mui/icons-material/SearchOutlined";
import { Box, FormControlLabel, InputAdornment, Switch, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Search and the "show obsolete" toggle above a configuration list. */
export function ListToolbar(props: {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  showObsolete: boolean;
  onShowObsolete: (value: boolean) => void;
  obsoleteCount: number;
}) {
  const { t } = useTranslation();
  const { search, onSearch, searchLabel, showObsolete, onShowObsolete, obsoleteCount } = props;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        label={searchLabel}
        sx={{ flex: "1 1 240px", maxWidth: { sm: 360 } }}
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
      <FormControlLabel
        control={<Switch checked={showObsolete} onChange={(_, checked) => onShowObsolete(checked)} />}
        label={t("configuration.showObsolete", { count: obsoleteCount })}
      />
    </Box>
  );
}
