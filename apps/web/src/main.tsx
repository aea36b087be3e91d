import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startRouter } from './app/app';
import type { AppRouter } from './app/router';
import { applyBrandVariables } from './config/brand';
import { followContentSecurityPolicy } from './lib/csp-nonce';
import { warmUpFormatting } from './lib/formatting-warm-up';
import { inTaskOfItsOwn } from './lib/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

followContentSecurityPolicy();
applyBrandVariables();

/** React's root and the first render (a transition: React renders it in short slices, yielding to the browser every few milliseconds). */
const render = (element: HTMLElement, router: AppRouter): void => {
  const root = createRoot(element);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
};

/**
 * Three tasks where there was one long one on a phone: the app's modules are evaluated, then the
 * router starts (matching the page, asking for its code and data), then React's root renders.
 */
inTaskOfItsOwn(() => {
  const router = startRouter();
  inTaskOfItsOwn(() => render(container, router));
  warmUpFormatting();
});
