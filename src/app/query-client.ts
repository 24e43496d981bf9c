import { createQueryClient } from '../lib/server-data';

/** The app's one cache of server data (lib/server-data.ts): the provider, the router's loaders
 * and the machines' wired actors share it. */
export const queryClient = createQueryClient();
