/** The dependencies check said the row is in use: what uses it goes to the toast's details. */
export class RowInUseError extends Error {
  override readonly name = "RowInUseError";

  constructor(readonly usedBy: readonly string[]) {
    super(usedBy.length > 0 ? `Used by: ${usedBy.join(", ")}` : "In use");
  }
}
