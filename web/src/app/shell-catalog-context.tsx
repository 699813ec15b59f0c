import { createContext, useContext, type ReactNode } from 'react';
import type { ShellCatalog } from './shell-catalog';

const ShellCatalogContext = createContext<ShellCatalog | null>(null);

/** The page's shell words, loaded by the web root for the address's language (shell-catalogs.ts). */
export const ShellCatalogProvider = ({ catalog, children }: { readonly catalog: ShellCatalog; readonly children: ReactNode }) => (
  <ShellCatalogContext.Provider value={catalog}>{children}</ShellCatalogContext.Provider>
);

export const useShellCatalog = (): ShellCatalog => {
  const catalog = useContext(ShellCatalogContext);
  // A render outside the web root (a component test) is a bug of the test, not a screen without words.
  if (catalog === null) throw new Error('useShellCatalog() outside ShellCatalogProvider');
  return catalog;
};
