import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.js';
import { showPlanLimit } from '../components/toast/plan-limit.js';
import { AppProviders } from './AppProviders.js';
import { AppRoutes } from './router.js';

export function App() {
  const [queryClient] = useState(() => createQueryClient(showPlanLimit));
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
