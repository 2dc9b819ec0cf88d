import {
  Avatar,
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { CredentialMark } from "../../../../components/credential-mark/CredentialMark";
import { avatarColours } from "../../../../lib/colour";
import { initials } from "../../../../lib/names";
import type { Sort, SortKey, UserRow } from "../../lib/user-rows";
import { StateChip } from "../StateChip";

const hideBelow = (breakpoint: "sm" | "md") => ({ display: { xs: "none", [breakpoint]: "table-cell" } });

/** One page of people; names open the dialog only where `canOpen` allows it. */
export function UsersTable(props: {
  rows: readonly UserRow[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  canOpen: (row: UserRow) => boolean;
  onOpen: (row: UserRow) => void;
}) {
  const { rows, sort, onSort, canOpen, onOpen } = props;
  const { t } = useTranslation();
  const header = (key: SortKey, label: string, sx?: object) => (
    <TableCell sx={sx} sortDirection={sort.key === key ? sort.direction : false}>
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key ? sort.direction : "asc"}
        onClick={() => onSort(key)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={t("accounts.list.tableLabel")}>
        <TableHead>
          <TableRow>
            {header("name", t("accounts.list.name"))}
            {header("email", t("accounts.list.email"), hideBelow("md"))}
            {header("department", t("accounts.list.department"), hideBelow("sm"))}
            {header("jobType", t("accounts.list.jobType"), hideBelow("sm"))}
            <TableCell sx={hideBelow("md")}>{t("accounts.list.jobStatus")}</TableCell>
            {header("state", t("accounts.list.state"))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.userId} hover data-state={row.state ?? "none"}>
              <TableCell>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, py: 0.5 }}>
                  <Avatar sx={{ width: 32, height: 32, fontSize: 13, ...avatarColours(row.avatarBgColor) }}>
                    {initials(row)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    {canOpen(row) ? (
                      <Link
                        component="button"
                        type="button"
                        onClick={() => onOpen(row)}
                        sx={{ fontWeight: 600, textAlign: "left" }}
                      >
                        {row.name}
                      </Link>
                    ) : (
                      <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                    )}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      noWrap
                      sx={{ display: { md: "none" } }}
                    >
                      {row.email}
                    </Typography>
                    <CredentialMark credentials={row.credentials} />
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={hideBelow("md")}>{row.email}</TableCell>
              <TableCell sx={hideBelow("sm")}>{row.departmentName ?? "—"}</TableCell>
              <TableCell sx={hideBelow("sm")}>{row.jobTypeName ?? "—"}</TableCell>
              <TableCell sx={hideBelow("md")}>{row.jobStatusName ?? "—"}</TableCell>
              <TableCell>{row.state && <StateChip state={row.state} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
