/**
 * The layering of docs/architecture.md, enforced in `npm test` (npm run boundaries):
 * domain imports nothing of the project; web and simulator import only the domain; the server
 * imports the simulator only to seed the demo; no module cycles; no relative paths from one
 * package into another. scripts/check-dependencies.mjs checks that imported packages are declared.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Module cycles make layers meaningless: move the shared part down a layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain is pure TypeScript: it imports nothing of the project and no I/O.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { pathNot: ['^packages/domain/', '^node_modules/(zod|vitest)/'] },
    },
    {
      name: 'web-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/(server|simulator)/' },
    },
    {
      name: 'simulator-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/simulator/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/web/' },
    },
    {
      name: 'simulator-only-for-the-seed',
      comment: 'The server uses the simulator to seed and keep the demo live, nowhere else (tests may use it).',
      severity: 'error',
      from: { path: '^packages/server/src/', pathNot: '^packages/server/src/seed/' },
      to: { path: '^packages/simulator/' },
    },
    {
      name: 'no-relative-paths-across-packages',
      comment: "Import another package by its name (@tilth/domain, @tilth/server/…), never by '../packages/…'.",
      severity: 'error',
      from: { path: '^(packages/[^/]+|e2e|bench)/' },
      to: {
        dependencyTypes: ['local'],
        pathNot: ['^$1/'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|\\.tmp|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    combinedDependencies: false,
  },
};
