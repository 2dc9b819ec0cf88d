import { useConfirmedShiftDelete } from "../../../components/shift-delete/use-confirmed-shift-delete";

/**
 * Delete from the grid's keyboard: the shift editor's own confirmation and messages, then the same
 * mutation. Focus comes back to the cell when the confirmation closes (the dialog restores it).
 */
export function useDeleteCellShift(departmentId: number) {
  return useConfirmedShiftDelete({ departmentId }).confirmAndDelete;
}
