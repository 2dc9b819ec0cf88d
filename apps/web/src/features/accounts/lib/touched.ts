/** Which optional sections the editor changed: only those are checked and sent. */
import type { DialogValues } from "./dialog-values";
import { editedScreens } from "./screens";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function touchedSections(values: DialogValues, initial: DialogValues) {
  return {
    user: (["email", "firstName", "lastName", "alias", "phonePersonal", "gender"] as const).some(
      (field) => values[field] !== initial[field],
    ),
    status: !same(values.status, initial.status),
    scheduled: !same(values.scheduled, initial.scheduled),
    screens: Object.keys(editedScreens(values.screens)).length > 0,
  };
}
