import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type authMachine,
  isReadingProfile,
  isSignedIn,
  selectUser,
} from '../machines/auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

export const AuthActorContext = createContext<AuthActorRef | null>(null);

export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor needs an AuthActorContext provider');
  return actor;
}

export function useCurrentUser() {
  return useSelector(useAuthActor(), selectUser);
}

/** True while a restored session's profile is still being read (only id and names known). */
export function useIsReadingProfile(): boolean {
  return useSelector(useAuthActor(), isReadingProfile);
}

export function useIsSignedIn(): boolean {
  return useSelector(useAuthActor(), isSignedIn);
}
