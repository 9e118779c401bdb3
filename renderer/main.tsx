import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { useMessageStore } from './features/messages/store';
import { useSessionStore } from './features/session/store';
import i18n from './i18n';

// The message stack resolves 'error'+Key against the loaded translations (spec §8).
useMessageStore.getState().setKeyLookup((key) => i18n.exists(key, { ns: ['client', 'common'] }));

// Spec §4 start-up: restore the user from the cache, then check the session with the server.
void useSessionStore.getState().restore();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
