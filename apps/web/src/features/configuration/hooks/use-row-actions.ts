/**
 * Retire, restore and delete, with the feedback the spec asks for (E-015, E-016): a confirmed
 * delete first asks the server whether anything uses the row; in use, or the check failing, refuses
 * without calling delete. Each outcome gets its kind's toast.
 */
import { useTranslation } from "react-i18next";
import type { FieldValues } from "react-hook-form";
import { DialogCanceledError, useDialogs } from "../../../components/dialogs/dialog-service";
import { useToast } from "../../../components/toasts/toast-service";
import { ApiError } from "../../../lib/api/errors";
import type { ConfigurationListKey, ConfigurationRow } from "../../../lib/organisation/hospital-cache";
import { useDeleteRow } from "../api/delete-row";
import { getDependencies } from "../api/get-dependencies";
import { useSetObsolete } from "../api/set-obsolete";
import { RowInUseError } from "../lib/in-use";
import type { KindDefinition } from "../lib/kind";

/** 401s already sent the user to sign in: no toast for those. */
const endsSession = (error: unknown) => error instanceof ApiError && error.endsSession;

export function useRowActions<K extends ConfigurationListKey, F extends FieldValues>(
  kind: KindDefinition<K, F>,
) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const remove = useDeleteRow(kind);
  const retire = useSetObsolete(kind);
  const texts = `configuration.kinds.${kind.id}` as const;

  async function confirmed(name: string): Promise<boolean> {
    try {
      await dialogs.confirm({
        title: t(`${texts}.deleteTitle`),
        message: t("configuration.deleteMessage", { name }),
        confirmLabel: t("configuration.delete"),
        destructive: true,
      });
      return true;
    } catch (error) {
      if (error instanceof DialogCanceledError) return false;
      throw error;
    }
  }

  /** Resolves true when the row is gone. */
  async function deleteRow(row: ConfigurationRow<K>): Promise<boolean> {
    if (!(await confirmed(row.name))) return false;
    const refuse = (reason: unknown) => {
      if (!endsSession(reason)) toast.error(t(`${texts}.inUse`, { name: row.name }), reason);
      return false;
    };
    try {
      const found = await getDependencies(kind.path, row.id);
      if (found.hasDependencies) return refuse(new RowInUseError(found.usedBy));
    } catch (error) {
      return refuse(error);
    }
    try {
      await remove.mutateAsync(row.id);
      toast.success(t(`${texts}.deleted`, { name: row.name }));
      return true;
    } catch (error) {
      // Something started using the row between the check and the delete.
      if (error instanceof ApiError && error.status === 412) return refuse(error);
      if (!endsSession(error)) toast.error(t(`${texts}.deleteFailed`, { name: row.name }), error);
      return false;
    }
  }

  async function setObsolete(row: ConfigurationRow<K>, obsolete: boolean): Promise<void> {
    try {
      await retire.mutateAsync({ id: row.id, obsolete });
      toast.success(
        t(obsolete ? "configuration.madeObsolete" : "configuration.restored", { name: row.name }),
      );
    } catch (error) {
      if (!endsSession(error)) toast.error(t(`${texts}.saveFailed`, { name: row.name }), error);
    }
  }

  return { deleteRow, setObsolete, busy: remove.isPending || retire.isPending };
}
