import { createContext, useContext, type ReactNode } from 'react';
import type { DataPort } from './port';

const DataPortContext = createContext<DataPort | null>(null);

export function DataProvider({ port, children }: { port: DataPort; children: ReactNode }) {
  return <DataPortContext.Provider value={port}>{children}</DataPortContext.Provider>;
}

/** The data port of this app. Feature hooks use it; components use feature hooks. */
export function useDataPort(): DataPort {
  const port = useContext(DataPortContext);
  if (!port) throw new Error('useDataPort must be used within a DataProvider');
  return port;
}
