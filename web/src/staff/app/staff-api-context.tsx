import { createContext, useContext, type ReactNode } from 'react';
import type { StaffApi } from '@manobal/core';

const StaffApiContext = createContext<StaffApi | null>(null);

/** Supplies the staff client to the console's screens; tests pass a fake object here. */
export const StaffApiProvider = ({ api, children }: { api: StaffApi; children: ReactNode }) => (
  <StaffApiContext.Provider value={api}>{children}</StaffApiContext.Provider>
);

/** The staff API (core's StaffApi, one method per STAFF_CONTRACT entry). */
export const useStaffApi = (): StaffApi => {
  const api = useContext(StaffApiContext);
  if (!api) throw new Error('useStaffApi() needs a <StaffApiProvider> above it');
  return api;
};
