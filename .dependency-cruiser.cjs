/** Import boundaries (CODE_STYLE.md): dependencies point one way. `npm run lint` enforces them. */
module.exports = {
  forbidden: [
    { name: 'web-not-api', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/api' } },
    { name: 'api-not-web', severity: 'error', from: { path: '^apps/api' }, to: { path: '^apps/web' } },
    {
      name: 'domain-depends-on-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^(apps|packages/contract)' },
    },
    {
      name: 'contract-not-apps',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: '^apps' },
    },
    {
      name: 'web-features-independent',
      comment: 'A web feature does not import another feature; share through components, hooks or lib.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-features',
      comment: 'components, hooks and lib sit below features and the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|hooks|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-features-through-their-index',
      comment:
        'An API feature uses another only through its index.ts (its public face); queries and other files stay private.',
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/' },
      to: {
        path: '^apps/api/src/features/[^/]+/',
        pathNot: ['^apps/api/src/features/$1/', '^apps/api/src/features/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-features-from-outside-through-their-index',
      comment:
        'app.ts, the feature registry, the seed and the tests use a feature only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/api/(src|test)/', pathNot: '^apps/api/src/features/[^/]+/' },
      to: { path: '^apps/api/src/features/[^/]+/', pathNot: '^apps/api/src/features/[^/]+/index[.]ts$' },
    },
    {
      name: 'marketplace-not-its-users',
      comment:
        'The marketplace engine sells; the campaign catalog, market signals and demo traffic use it, never the reverse.',
      severity: 'error',
      from: { path: '^apps/api/src/features/marketplace/' },
      to: { path: '^apps/api/src/features/(campaigns|market-signals|demo-traffic)/' },
    },
    {
      name: 'api-platform-not-features',
      comment: 'platform/ is the plumbing under every feature: it never imports one.',
      severity: 'error',
      from: { path: '^apps/api/src/platform/' },
      to: { path: '^apps/api/src/features/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: 'node_modules' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|coverage|drizzle)' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
