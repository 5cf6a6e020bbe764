import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { LiveRegion } from './components/live-region/live-region.tsx';
import { setupPushLanding } from './queries/push-landing.ts';
import { useLiveAnnouncements } from './queries/use-live-announcements.ts';
import { orderAnnouncement } from './views/orders/order-announcement.ts';
import './styles/app.css';
import './styles/accessibility.css';
import './styles/focus.css';
import './styles/motion.css';

const queryClient = new QueryClient({
  defaultOptions: {
    // Main decides about retries (it knows which failures are worth one); the page never re-asks blindly.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Every push of main lands in the cache and the stores here, once, before anything renders.
setupPushLanding(queryClient);

/** The app with the one live region beside it, outside every view, so it outlives them all. */
function Root() {
  useLiveAnnouncements(orderAnnouncement);
  return (
    <>
      <App />
      <LiveRegion />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Root />
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
