/** `Last, First (alias)`; the alias part only when there is one. */
export function fullName(person: { firstName: string; lastName: string; alias?: string | null }): string {
  const base = [person.lastName, person.firstName].filter((part) => part.trim() !== "").join(", ");
  return person.alias ? `${base} (${person.alias})` : base;
}

/** first letters of first and last name, or `?`. */
export function initials(person: { firstName: string; lastName: string }): string {
  const letters = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`.toUpperCase();
  return letters === "" ? "?" : letters;
}
