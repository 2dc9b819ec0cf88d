// Who may change a person's own details (name, e-mail, phone): Y-007, built on can-act-on (C-007).
import { type Actor, canActOn, type Target } from "../permissions/index.ts";

/** One profile of the person, in whichever organisation it belongs to. */
export interface Membership {
  inActorsOrganisation: boolean;
  target: Target;
}

/**
 * A person's details are shared by all their profiles, so an editor may change them only if they
 * may act on the person in every organisation and department where the person has a profile.
 * People always may change their own. Someone without any profile counts as a member of the
 * organisation that created the account, with no groups and no department.
 */
export function canUpdateUserDetails(
  actor: Actor,
  person: { userId: number; homeInActorsOrganisation: boolean },
  memberships: readonly Membership[],
): boolean {
  if (actor.userId === person.userId) return true;
  const all: readonly Membership[] =
    memberships.length > 0
      ? memberships
      : [
          {
            inActorsOrganisation: person.homeInActorsOrganisation,
            target: { userId: person.userId, groups: [], departmentIds: [] },
          },
        ];
  return all.every((membership) => membership.inActorsOrganisation && canActOn(actor, membership.target));
}
