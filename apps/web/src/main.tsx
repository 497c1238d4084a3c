// The faces text is drawn in until the web fonts arrive (app/web-fonts.ts).
import './app/font-fallbacks.css';
import './app/styles.css';
import { DRAWN_PAGE } from '@vernissage/core/constants';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root.tsx';
import { createAppRouter } from './app/router.tsx';
import { takeOver, type DrawnPageState } from './app/take-over.tsx';
import { loadWebFonts } from './app/web-fonts.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
loadWebFonts();

// A page the server drew carries the answers it was drawn from; the app takes it over.
const drawn = document.getElementById(DRAWN_PAGE.stateId)?.textContent;
if (drawn) {
  // In a task of its own, after the one that evaluated the app's modules: on a phone's CPU each
  // is about 40 ms, and one task of both blocked the page for longer than either.
  setTimeout(() => void takeOver(container, JSON.parse(drawn) as DrawnPageState, queryClient));
} else {
  createRoot(container).render(
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppRoot>,
  );
}
