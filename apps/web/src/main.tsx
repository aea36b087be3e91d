import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startRouter } from './app/app';
import { applyBrandVariables } from './config/brand';
import { followContentSecurityPolicy } from './lib/csp-nonce';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

followContentSecurityPolicy();
applyBrandVariables();

/**
 * The router starts (matching the page, asking for its code and data) in a task after the one
 * that evaluates the app's modules: two shorter tasks instead of one long one on a phone.
 */
const start = (element: HTMLElement): void => {
  const router = startRouter();
  const root = createRoot(element);
  // The first render as a transition: React renders it in short slices (yielding to the browser
  // every few milliseconds) instead of one long task, which a phone's main thread feels.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
};
setTimeout(() => start(container), 0);
