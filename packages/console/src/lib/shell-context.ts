import { createContext, useContext } from 'react';

/** True inside the application shell: pages that are also public (API docs) then drop their public frame. */
export const ShellContext = createContext(false);

export function useInShell(): boolean {
  return useContext(ShellContext);
}
