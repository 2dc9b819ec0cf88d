import AddRounded from "@mui/icons-material/AddRounded";
import { Box, Button, FormControl, InputLabel, MenuItem, Select } from "@mui/material";
import { can, canAccessDepartment } from "@rosterly/domain/permissions";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { CreateOpenShiftDialog } from "../../features/open-shifts/components/CreateOpenShiftDialog";
import { DetailsPanel } from "../../features/open-shifts/components/DetailsPanel";
import { OpenShiftBoard } from "../../features/open-shifts/components/OpenShiftBoard";
import { OpenShiftDetails } from "../../features/open-shifts/components/OpenShiftDetails";
import { useFormatter } from "../../lib/formatter-context";
import { useActiveDepartment } from "../../lib/session/active-department-context";
import { useSession } from "../../lib/session/session-context";
import { todayIn } from "../schedule/today";

/**
 * `/openshifts` (openShift, management): the active department's open shifts, pending and past,
 * with one open shift's details beside them (`?id=`), and a new open shift from here.
 */
export default function OpenShiftsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { hospital, actor, perms } = session;
  const { activeDepartmentId, setActiveDepartmentId } = useActiveDepartment();
  const formatter = useFormatter();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const departments = useMemo(
    () =>
      hospital.departments.filter(
        (d) => !d.obsolete && d.partakeInScheduling && canAccessDepartment(actor, d.id),
      ),
    [hospital.departments, actor],
  );
  const department = departments.find((d) => d.id === activeDepartmentId) ?? departments[0] ?? null;
  const selected = Number(params.get("id"));
  const selectedId = Number.isInteger(selected) && selected > 0 ? selected : null;
  const canCreate = can(perms, "edit", "openShift");
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete("id");
        else next.set("id", String(id));
        return next;
      },
      { replace: id === null },
    );

  if (department === null)
    return <EmptyState title={t("schedule.noDepartmentTitle")} message={t("schedule.noDepartment")} />;
  return (
    <Box>
      <PageHeader
        title={t("openShifts.pageTitle")}
        subtitle={t("openShifts.pageSubtitle")}
        actions={
          <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}>
            {departments.length > 1 && (
              <FormControl size="small" sx={{ minWidth: 180 }}>
                <InputLabel id="open-shift-department">{t("openShifts.department")}</InputLabel>
                <Select
                  labelId="open-shift-department"
                  label={t("openShifts.department")}
                  value={department.id}
                  onChange={(event) => setActiveDepartmentId(Number(event.target.value))}
                >
                  {departments.map((d) => (
                    <MenuItem key={d.id} value={d.id}>
                      {d.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            {canCreate && (
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
                {t("openShifts.new")}
              </Button>
            )}
          </Box>
        }
      />
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <OpenShiftBoard
            hospital={hospital}
            departmentIds={[department.id]}
            selectedId={selectedId}
            onOpen={(id) => open(id)}
          />
        </Box>
        {selectedId !== null && (
          <DetailsPanel onClose={() => open(null)}>
            <OpenShiftDetails id={selectedId} hospital={hospital} onDeleted={() => open(null)} />
          </DetailsPanel>
        )}
      </Box>
      {creating && (
        <CreateOpenShiftDialog
          hospital={hospital}
          departmentId={department.id}
          timeZone={formatter.timeZone}
          prefill={{ date: todayIn(formatter.timeZone) }}
          onClose={() => setCreating(false)}
          onCreated={(created) => open(created.id)}
        />
      )}
    </Box>
  );
}
