import { REQUEST_STATES, type RequestState } from "@rosterly/domain/requests";
import type { TFunction } from "i18next";

const isRequestState = (state: string): state is RequestState =>
  REQUEST_STATES.some((known) => known === state);

/** A request state in words; a state this build does not know is shown as the server named it. */
export function stateLabel(t: TFunction, state: string): string {
  return isRequestState(state) ? t(`requests.state.${state}`) : state;
}
