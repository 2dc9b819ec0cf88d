import type { PersonInput } from "./builders";

export interface Named {
  first: string;
  last: string;
}

export function person(
  names: Named,
  email: string,
  passwordHash: string,
  colour: string,
  timezone: string,
  profile: PersonInput["profile"],
  groupIds: number[],
): PersonInput {
  return {
    user: {
      email,
      passwordHash,
      firstName: names.first,
      lastName: names.last,
      timezone,
      avatarBgColor: colour,
      gender: null,
    },
    profile,
    groupIds,
  };
}
