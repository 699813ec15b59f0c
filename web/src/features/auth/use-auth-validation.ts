import { useDeferredModule } from '../../components/use-deferred-module';

const load = () => import('./auth.validation');
export type AuthValidation = Awaited<ReturnType<typeof load>>;

/** Starts fetching the auth schemas after the first render; returns a loader to await on submit. */
export const useAuthValidation = (): (() => Promise<AuthValidation>) => useDeferredModule(load);
