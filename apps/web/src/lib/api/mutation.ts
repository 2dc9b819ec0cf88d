/**
 * One shape for every mutation hook (the bulletproof-react shape): a feature's hook owns the call
 * and what it does to the cache; a component passes its own reactions as `mutationConfig`, which
 * run after the hook's, so no component builds `useMutation` inline and no cache step is skipped.
 */
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";

/** What a caller may add to a feature's mutation: callbacks and options, never the call itself. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  "mutationFn"
>;

/** The argument every mutation hook takes last. */
export interface MutationHookOptions<TData, TVariables> {
  mutationConfig?: MutationConfig<TData, TVariables>;
}

type Own<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onSuccess" | "onError" | "onSettled"
>;

/**
 * `useMutation` with the hook's own callbacks first and the caller's after them; a caller's
 * callback still runs when the hook has none of its own.
 */
export function useChainedMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  own: Own<TData, TVariables> = {},
  config: MutationConfig<TData, TVariables> = {},
) {
  const { onSuccess, onError, onSettled, ...rest } = config;
  return useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await own.onSuccess?.(...args);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      await own.onError?.(...args);
      await onError?.(...args);
    },
    onSettled: async (...args) => {
      await own.onSettled?.(...args);
      await onSettled?.(...args);
    },
  });
}

/** The options of a hook around one API function: its answer and its single argument. */
export type MutationOptionsOf<Fn extends (variables: never) => Promise<unknown>> = MutationHookOptions<
  Awaited<ReturnType<Fn>>,
  Parameters<Fn>[0]
>;
