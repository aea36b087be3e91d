import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyBrandVariables } from './config/brand';
import { followContentSecurityPolicy } from './lib/csp-nonce';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

followContentSecurityPolicy();
applyBrandVariables();
const root = createRoot(container);
// The first render as a transition: React renders it in short slices (yielding to the browser
// every few milliseconds) instead of one long task, which a phone's main thread feels.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
