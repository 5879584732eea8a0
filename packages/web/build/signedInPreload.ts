import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Lists, in index.html's `<meta name="tilth-signed-in">`, the chunks every signed-in screen loads
 * (the shell's chunk and its static imports, and the reading cache's) less what the page loads anyway:
 * src/boot.ts starts their downloads when a session is stored (issue 37).
 */
export function signedInPreload(): Plugin {
  return {
    name: 'tilth-signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = signedInFiles(context.bundle);
        if (files.length === 0) throw new Error('signedInPreload: no shell chunk in the build (vite.config.ts signedInShell)');
        return [
          { tag: 'meta', attrs: { name: 'tilth-signed-in', content: files.map((file) => `/${file}`).join(' ') }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/** The shell's and the reading cache's chunks with their static imports, less the entries' own. */
export function signedInFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    roots.forEach((chunk) => visit(chunk.fileName));
    return seen;
  };
  const loadedAnyway = closure(chunks.filter((chunk) => chunk.isEntry));
  const roots = chunks.filter(
    (chunk) => chunk.name === 'shell' || chunk.moduleIds.some((id) => /[\\/]offline[\\/]readingCache[\\/]readingCache\.ts$/.test(id)),
  );
  return [...closure(roots)].filter((file) => !loadedAnyway.has(file));
}
