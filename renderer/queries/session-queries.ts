import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionView } from '../../shared/session.ts';
import { api, unwrap } from '../api.ts';

export const sessionKeys = {
  session: ['session'] as const,
  credentials: ['credentials'] as const,
};

/** The session of the current environment, kept current by main's `session:changed` pushes (push-landing.ts). */
export function useSession() {
  return useQuery({ queryKey: sessionKeys.session, queryFn: () => unwrap(api().getSession()), staleTime: Infinity });
}

function useSessionMutation<A>(run: (arg: A) => Promise<SessionView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (view: SessionView) => client.setQueryData(sessionKeys.session, view),
  });
}

export const useSignIn = () => useSessionMutation(() => unwrap(api().signIn()));
export const useSignOut = () => useSessionMutation(() => unwrap(api().signOut()));
export const useSessionOnlyMode = () => useSessionMutation(() => unwrap(api().useSessionOnlySecrets()));

export function useSubmitCode() {
  return useMutation({ mutationFn: (code: string) => unwrap(api().submitCode(code)) });
}

export function useCancelSignIn() {
  return useMutation({ mutationFn: () => unwrap(api().cancelSignIn()) });
}

/** Which environments have a consumer key stored (masked). */
export function useCredentialStatus() {
  return useQuery({ queryKey: sessionKeys.credentials, queryFn: () => unwrap(api().getCredentialStatus()) });
}

export function useSaveCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { environment: 'sandbox' | 'production'; consumerKey: string; consumerSecret: string }) => unwrap(api().saveCredentials(input)),
    onSuccess: (status) => {
      client.setQueryData(sessionKeys.credentials, status);
      void client.invalidateQueries({ queryKey: sessionKeys.session });
    },
  });
}

export function useClearCredentials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (environment: 'sandbox' | 'production') => unwrap(api().clearCredentials({ environment })),
    onSuccess: (status) => {
      client.setQueryData(sessionKeys.credentials, status);
      void client.invalidateQueries({ queryKey: sessionKeys.session });
    },
  });
}
