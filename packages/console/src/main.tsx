import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/global.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { registerIcons } from './lib/icons.js';
import { reloadOnStaleChunks } from './lib/reload-on-stale-chunks.js';

// Focus rings for keyboard users only, not on every mouse click.
FocusStyleManager.onlyShowFocusOnTabs();
reloadOnStaleChunks();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void registerIcons().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
