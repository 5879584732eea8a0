// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Mantine's CSS loads in two layers: the sign-in page's small set (styles.ts, with the app's entry)
// and all of Mantine (ui/appStyles.ts: @mantine/core/styles.css) with the signed-in shell and the
// public screens that draw more. A public screen without the full sheet has only the CSS of the
// chunks sure to load with it; a component it draws whose CSS is in neither would draw unstyled.
// This test walks the import graphs from routes.tsx and checks every Mantine component each screen
// uses has its CSS loaded with it, and that the full sheet stays out of the sign-in page.

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const ROUTES_FILE = path.join(WEB_SRC, 'routes.tsx');
const MAIN_FILE = path.join(WEB_SRC, 'main.tsx');
const MANTINE_ESM = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../esm');
const MANTINE_STYLES = path.resolve(MANTINE_ESM, '../styles');
// @mantine/* packages that ship no CSS; any other (dates, charts…) needs this test extended.
const STYLELESS_MANTINE = new Set(['@mantine/core', '@mantine/hooks']);
// All of Mantine's CSS in one file; a module importing it loads every component's CSS.
const FULL_SHEET = /^@mantine\/core\/styles(\.layer)?\.css$/;
/** An app stylesheet that @imports the full sheet (ui/publicAppStyles.css) loads it too. */
const importsFullSheet = (from: string, specifier: string) =>
  specifier.startsWith('.') &&
  specifier.endsWith('.css') &&
  /@import\s+['"]@mantine\/core\/styles\.css['"]/.test(fs.readFileSync(path.resolve(path.dirname(from), specifier), 'utf8'));
const ALL = '*';
// Imports of these are assets (handled by Vite), not modules to walk.
const ASSET = /\.(css|svg|png|jpe?g|gif|webp|json|woff2?)(\?.*)?$/;

const relative = (file: string) => path.relative(WEB_SRC, file);

// ---------------------------------------------------------------------------------------------
// The app's side: what each module imports, statically (loaded with it) or with import() (another
// chunk, loaded later), and the Mantine components and Mantine CSS files it uses.

interface AppModule {
  staticImports: string[];
  dynamicImports: string[];
  /** Mantine exports it uses by name; members of compound components as 'Menu.Item'. */
  components: Set<string>;
  /** '@mantine/core/styles/Chip.css' imported → 'Chip'; '@mantine/core/styles.css' → ALL. */
  css: Set<string>;
  /** Imports of @mantine packages this test does not know. */
  otherMantine: string[];
}

const sources = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  if (!sources.has(file)) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    sources.set(file, ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind));
  }
  return sources.get(file)!;
}

/** A relative import's file (.ts, .tsx or a folder's index); null for an asset. */
function resolveLocal(from: string, specifier: string): string | null {
  if (ASSET.test(specifier)) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
  );
  // Not silently skipped: an unresolved module would hide its whole graph from the check.
  if (!file) throw new Error(`${relative(from)}: cannot resolve '${specifier}'`);
  return file;
}

/** Type-only imports are erased by the build: they load nothing. */
function loadsAtRuntime(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  const named = clause.namedBindings;
  return Boolean(clause.name) || !named || !ts.isNamedImports(named) || named.elements.some((e) => !e.isTypeOnly);
}

/** `import('./x')` anywhere under `node`: the file it loads. */
function dynamicImportsIn(node: ts.Node, from: string): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = child.arguments;
      const file = argument && ts.isStringLiteral(argument) && argument.text.startsWith('.') ? resolveLocal(from, argument.text) : null;
      if (file) found.push(file);
    }
    child.forEachChild(visit);
  };
  visit(node);
  return found;
}

/** Mantine names a module imports (local name → export name), and what they mean for the graph. */
function readImports(file: string, module: AppModule): Map<string, string> {
  const mantine = new Map<string, string>();
  for (const statement of parse(file).statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !loadsAtRuntime(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const css = /^@mantine\/core\/styles\/([\w-]+?)(\.layer)?\.css$/.exec(specifier.text);
    if (css) module.css.add(css[1]!);
    else if (FULL_SHEET.test(specifier.text) || importsFullSheet(file, specifier.text)) module.css.add(ALL);
    else if (specifier.text.startsWith('.')) {
      const local = resolveLocal(file, specifier.text);
      if (local) module.staticImports.push(local);
    } else if (/^@mantine\/[^/]+$/.test(specifier.text) && !STYLELESS_MANTINE.has(specifier.text)) {
      module.otherMantine.push(specifier.text);
    }
    const named = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (specifier.text === '@mantine/core' && named && ts.isNamedImports(named)) {
      for (const element of named.elements.filter((e) => !e.isTypeOnly)) {
        mantine.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
  }
  return mantine;
}

/** `Menu.Item`, `<Tabs.Tab>`: members of imported Mantine components the module uses. */
function membersUsed(file: string, mantine: Map<string, string>): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && /^[A-Z]/.test(node.name.text)) {
      const component = mantine.get(node.expression.text);
      if (component) found.push(`${component}.${node.name.text}`);
    }
    node.forEachChild(visit);
  };
  visit(parse(file));
  return found;
}

const appModules = new Map<string, AppModule>();
function readModule(file: string): AppModule {
  if (!appModules.has(file)) {
    const module: AppModule = { staticImports: [], dynamicImports: [], components: new Set(), css: new Set(), otherMantine: [] };
    const mantine = readImports(file, module);
    module.components = new Set([...mantine.values(), ...membersUsed(file, mantine)]);
    module.dynamicImports = dynamicImportsIn(parse(file), file);
    appModules.set(file, module);
  }
  return appModules.get(file)!;
}

/** Every module loaded with `entry`'s chunk: its static imports, transitively. */
function staticGraph(entry: string): string[] {
  const seen = new Set([entry]);
  for (const file of seen) for (const next of readModule(file).staticImports) seen.add(next);
  return [...seen];
}

// ---------------------------------------------------------------------------------------------
// Mantine's side, read from its own ESM build rather than a hand-kept list. Each stylesheet of
// @mantine/core/styles/<Name>.css is a `<Name>.module.mjs` class map in the build (or, for
// baseline/global, an empty module imported bare), and a component's file imports the class maps
// and components it renders: Select → Combobox, Popover, Input…; SegmentedControl → FloatingIndicator.

/** Export name → the ESM file that defines it, from esm/index.mjs. */
const mantineExports = new Map<string, string>();
for (const [, names, from] of fs
  .readFileSync(path.join(MANTINE_ESM, 'index.mjs'), 'utf8')
  .matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm)) {
  for (const name of names!.split(',')) mantineExports.set(name.trim().split(' as ').pop()!, path.join(MANTINE_ESM, from!));
}

interface MantineFile {
  /** Relative imports with the names they bind ([] for a bare import). */
  imports: { file: string; names: string[] }[];
  /** Static members hung on the file's component: `Menu.Item = MenuItem` → 'Item' → its file. */
  members: Map<string, string>;
  /** The component those members hang on ('Menu'). */
  owner: string | undefined;
  /** The code without its import/export lines and member assignments: what it really uses. */
  body: string;
}

const MEMBER_ASSIGNMENT = /^(\w+)\.([A-Z]\w*) = (\w+);$/gm;

const mantineFiles = new Map<string, MantineFile>();
function readMantineFile(file: string): MantineFile {
  if (mantineFiles.has(file)) return mantineFiles.get(file)!;
  const text = fs.readFileSync(file, 'utf8');
  const imports = [...text.matchAll(/^import (?:(?:\{([^}]*)\}|(\w+)) from )?"(\.[^"]+)";$/gm)].map(([, named, name, from]) => ({
    file: path.resolve(path.dirname(file), from!),
    names: name ? [name] : named ? named.split(',').map((n) => n.trim().split(' as ').pop()!) : [],
  }));
  const members = new Map<string, string>();
  let owner: string | undefined;
  for (const [, component, member, binding] of text.matchAll(MEMBER_ASSIGNMENT)) {
    const from = imports.find((i) => i.names.includes(binding!));
    if (from) members.set(member!, from.file);
    owner = component;
  }
  const body = text.replace(/^(import|export) .*$/gm, '').replace(MEMBER_ASSIGNMENT, '');
  const read = { imports, members, owner, body };
  mantineFiles.set(file, read);
  return read;
}

/** The stylesheet a Mantine file stands for ('Chip' for Chip.module.mjs), or null. */
function stylesheetOf(file: string, importedBare: boolean): string | null {
  const match = /([\w-]+?)(\.module)?\.mjs$/.exec(file);
  if (!match || (!match[2] && !importedBare)) return null;
  if (!fs.existsSync(path.join(MANTINE_STYLES, `${match[1]}.css`))) throw new Error(`No styles/${match[1]}.css for ${file}`);
  return match[1]!;
}

const mentions = (body: string, name: string) => new RegExp(`(^|[^\\w$])${name.replace(/\$/g, '\\$')}($|[^\\w$])`).test(body);

/**
 * The stylesheets a Mantine file needs: those of every module it uses, transitively. An import
 * only hung on the component as a static member (Checkbox.Card, Table.ScrollContainer) is not
 * rendered by it and not followed; a member its code renders (`Combobox.Dropdown` in Select,
 * `PillsInput.Field` in MultiSelect) is.
 */
const mantineCssMemo = new Map<string, Set<string>>();
function mantineCss(root: string): Set<string> {
  if (mantineCssMemo.has(root)) return mantineCssMemo.get(root)!;
  const needed = new Set<string>();
  const seen = new Set([root]);
  for (const file of seen) {
    const { imports, owner, body } = readMantineFile(file);
    for (const imported of imports) {
      const bare = imported.names.length === 0;
      const stylesheet = stylesheetOf(imported.file, bare);
      if (stylesheet) needed.add(stylesheet);
      else if (bare || imported.names.some((name) => mentions(body, name))) seen.add(imported.file);
    }
    for (const [, object, member] of body.matchAll(/\b(\w+)\.([A-Z]\w*)/g)) {
      const from = object === owner ? file : imports.find((i) => i.names.includes(object!))?.file;
      const memberFile = from && readMantineFile(from).members.get(member!);
      if (memberFile) seen.add(memberFile);
    }
  }
  mantineCssMemo.set(root, needed);
  return needed;
}

/** The stylesheets a component the app uses needs: 'Chip' → Chip; 'Menu.Item' → MenuItem's. */
function cssOfComponent(component: string): Set<string> {
  const [name, member] = component.split('.') as [string, string | undefined];
  const file = mantineExports.get(name);
  if (!file) throw new Error(`@mantine/core has no export ${name}`);
  if (!member) return mantineCss(file);
  const memberFile = readMantineFile(file).members.get(member);
  return memberFile ? mantineCss(memberFile) : new Set();
}

// ---------------------------------------------------------------------------------------------
// The screens: the app's entry, each route's lazily loaded element under its ancestors' (a site
// tab is opened inside the shell and the site detail layout), and the import() chunks inside
// those (a map view, a card), which load after the screen that imports them.

interface Screen {
  label: string;
  /** The chunks loaded when it shows, outermost first: main.tsx, the shell, …, its own. */
  chunks: string[];
}

interface RouteChunk {
  path: string;
  entry: string;
  children: RouteChunk[];
}

/** `const X = lazy(() => import('./features/…'))` in routes.tsx: X → the file it loads. */
function lazyElements(source: ts.SourceFile): Map<string, string> {
  const lazies = new Map<string, string>();
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const [file] = dynamicImportsIn(node.initializer, ROUTES_FILE);
      if (file) lazies.set(node.name.text, file);
    }
    node.forEachChild(visit);
  });
  return lazies;
}

function propertyOf(route: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const property = route.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
  return property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
}

/** The route array of routes.tsx, reduced to its lazily loaded elements with their nesting. */
function routeChunks(list: ts.ArrayLiteralExpression, lazies: Map<string, string>, parentPath: string): RouteChunk[] {
  return list.elements.filter(ts.isObjectLiteralExpression).flatMap((route) => {
    const routePath = propertyOf(route, 'path');
    const fullPath = routePath && ts.isStringLiteral(routePath) ? `${parentPath}/${routePath.text}` : parentPath;
    const children = propertyOf(route, 'children');
    const nested = children && ts.isArrayLiteralExpression(children) ? routeChunks(children, lazies, fullPath) : [];
    const element = propertyOf(route, 'element');
    const tag =
      element && ts.isJsxSelfClosingElement(element)
        ? element.tagName
        : element && ts.isJsxElement(element)
          ? element.openingElement.tagName
          : undefined;
    const entry = tag && lazies.get(tag.getText());
    return entry ? [{ path: fullPath || '/', entry, children: nested }] : nested;
  });
}

function routeTree(): RouteChunk[] {
  const source = parse(ROUTES_FILE);
  const declaration = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((d) => d.name.getText() === 'routes');
  const list = declaration?.initializer;
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error('routes.tsx: no `routes` array');
  return routeChunks(list, lazyElements(source), '');
}

const flattenRoutes = (tree: RouteChunk[]): RouteChunk[] => tree.flatMap((chunk) => [chunk, ...flattenRoutes(chunk.children)]);

/** Every screen to check, each with the chunks sure to be loaded when it is opened from a link. */
function screens(): Screen[] {
  const found: Screen[] = [{ label: 'the app entry (main.tsx)', chunks: [MAIN_FILE] }];
  const keys = new Set<string>();
  const add = (screen: Screen) => {
    const key = screen.chunks.join(' > ');
    if (!keys.has(key)) found.push(screen);
    keys.add(key);
  };
  const addRoutes = (tree: RouteChunk[], parents: string[]) => {
    for (const chunk of tree) {
      add({ label: `${chunk.path} (${relative(chunk.entry)})`, chunks: [...parents, chunk.entry] });
      addRoutes(chunk.children, [...parents, chunk.entry]);
    }
  };
  addRoutes(routeTree(), [MAIN_FILE]);
  // The router's import()s are the routes above; any other loads after the screen holding it (and
  // may hold more: the loop also visits the screens it adds).
  for (const screen of found) {
    for (const file of staticGraph(screen.chunks.at(-1)!)) {
      if (file === ROUTES_FILE) continue;
      for (const lazy of readModule(file).dynamicImports.filter((f) => !screen.chunks.includes(f))) {
        add({ label: `${screen.label} → import('${relative(lazy)}')`, chunks: [...screen.chunks, lazy] });
      }
    }
  }
  return found;
}

/** 'screen: Chip needs …/Chip.css (used in …)' for each stylesheet missing on a screen. */
function holes(screen: Screen): string[] {
  const loaded = new Set(screen.chunks.flatMap(staticGraph).flatMap((file) => [...readModule(file).css]));
  if (loaded.has(ALL)) return [];
  const problems = new Set<string>();
  for (const file of staticGraph(screen.chunks.at(-1)!)) {
    for (const component of readModule(file).components) {
      for (const css of cssOfComponent(component)) {
        if (!loaded.has(css))
          problems.add(`${screen.label}: ${component} needs @mantine/core/styles/${css}.css (used in ${relative(file)})`);
      }
    }
  }
  return [...problems];
}

describe('Mantine styles of each screen', () => {
  const all = screens();

  it('finds every route page and reads Mantine from its build', () => {
    // Guards against a check that passes by seeing nothing: every import() of the router is a
    // route found in the tree (a route declared another way would be left out)…
    const routePages = new Set(flattenRoutes(routeTree()).map((chunk) => chunk.entry));
    expect([...new Set(readModule(ROUTES_FILE).dynamicImports)].filter((file) => !routePages.has(file)).map(relative)).toEqual([]);
    expect(all.map((screen) => screen.label)).toContain(
      '/farm/:farmid/site/:siteid/:siteObjId/:twigid/graph (features/siteGraph/SiteGraphPage.tsx)',
    );
    // …and Mantine's parts are read: a Select draws a Combobox in a Popover around an Input.
    expect([...cssOfComponent('Select')]).toEqual(expect.arrayContaining(['Combobox', 'Popover', 'Input']));
    expect([...cssOfComponent('Chip')]).toEqual(['Chip']);
  });

  it('loads all of Mantine with the signed-in shell, and not with the sign-in page', () => {
    const loadsAll = (file: string) => staticGraph(file).some((module) => readModule(module).css.has(ALL));
    expect(loadsAll(path.join(WEB_SRC, 'features/shell/DashboardLayout.tsx'))).toBe(true);
    expect(loadsAll(MAIN_FILE)).toBe(false);
    expect(loadsAll(path.join(WEB_SRC, 'features/auth/LoginPage.tsx'))).toBe(false);
  });

  it('uses no other Mantine package with styles', () => {
    const files = new Set(all.flatMap((screen) => screen.chunks.flatMap(staticGraph)));
    expect([...files].flatMap((file) => readModule(file).otherMantine.map((pkg) => `${relative(file)}: ${pkg}`))).toEqual([]);
  });

  it('loads the CSS of every Mantine component a screen draws, even opened straight from a link', () => {
    expect(all.flatMap(holes)).toEqual([]);
  });
});
