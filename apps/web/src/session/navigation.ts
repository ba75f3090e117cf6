import { createContext } from 'react';

/**
 * Navigates within the app to an absolute path: one function for every AppLink of a page
 * (components/AppLink.tsx), given by the SessionProvider, which sits inside the router. One
 * `useNavigate` per link cost a page of 30 answers a tenth of its server render.
 */
export const AppNavigationContext = createContext<((to: string) => void) | null>(null);
