import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressedAssets } from './precompressed-assets';

// The API of `npm run dev:api` (PORT, default 3000, as the API's own default), or VANBID_API_URL.
const apiTarget = process.env.VANBID_API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/** One id per build: baked into the app and written to version.json, so the app sees a new deploy. */
const BUILD_ID = `${gitCommit()}-${Date.now().toString(36)}`;

/** Writes `version.json` ({version, commit, buildId, builtAt}); the server serves it and the app polls it. */
function versionFile(): Plugin {
  return {
    name: 'vanbid-version-file',
    apply: 'build',
    generateBundle() {
      const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
        version: string;
      };
      const source = JSON.stringify(
        { version, commit: gitCommit(), buildId: BUILD_ID, builtAt: new Date().toISOString() },
        null,
        2,
      );
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${source}\n` });
    },
  };
}

/** Libraries every page uses, in long-cached chunks of their own; the rest splits by route. */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'mui-core',
    test: /[\\/]node_modules[\\/](@emotion|stylis|@mui[\\/](system|styled-engine)|@mui[\\/]material[\\/]styles)[\\/]/,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  plugins: [react(), versionFile(), precompressedAssets()],
  define: { __VANBID_BUILD_ID__: JSON.stringify(BUILD_ID) },
  // Every tag Vite writes or adds carries this nonce, and index.html gets `<meta property="csp-nonce">`;
  // the server puts a fresh value in place of it in each page and in its CSP (apps/api …/spa.ts).
  html: { cspNonce: 'csp-nonce-placeholder' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // Our packages are plain modules: an endpoint or rule the app never uses is left out.
      experimental: { lazyBarrel: true },
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
        // zod probes `new Function` when the first object schema is built, which the page's CSP
        // reports as a violation: its chunk starts with zod's config set to jitless, before zod runs.
        banner: (chunk) =>
          chunk.name === 'zod' ? 'globalThis.__zod_globalConfig ??= { jitless: true };' : '',
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/socket.io', '/integrations', '/report'].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: true, ws: prefix === '/socket.io' },
      ]),
    ),
  },
});
