import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyBrandVariables } from './config/brand';
import { followContentSecurityPolicy } from './lib/csp-nonce';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

followContentSecurityPolicy();
applyBrandVariables();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
