// Which built files a page needs before it can hydrate, read from the client build's Vite manifest
// (dist/.vite/manifest.json: source module → output chunk, its static imports and its CSS): the prerender's
// modulepreload links, and the server's for the /app shell (appShellModules in prerender.ts).

interface ChunkInfo {
  file: string;
  imports: string[];
  css: string[];
  isEntry: boolean;
}

export type ChunkTable = Map<string, ChunkInfo>;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Parses the manifest defensively: a missing or odd manifest only costs the preload links. */
export function parseClientManifest(raw: unknown): ChunkTable {
  const table: ChunkTable = new Map();
  if (typeof raw !== 'object' || raw === null) return table;
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'object' || value === null) continue;
    const file = Reflect.get(value, 'file');
    if (typeof file !== 'string') continue;
    table.set(key, {
      file,
      imports: strings(Reflect.get(value, 'imports')),
      css: strings(Reflect.get(value, 'css')),
      isEntry: Reflect.get(value, 'isEntry') === true,
    });
  }
  return table;
}

function collect(table: ChunkTable, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = table.get(key);
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports) collect(table, imported, seen);
}

/**
 * The scripts and stylesheets that `modules` (source paths relative to the web root, as the manifest keys
 * them) need, without what index.html already loads (the entry and its static imports).
 */
export function chunksFor(
  table: ChunkTable,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const already = new Set<string>();
  for (const [key, chunk] of table) if (chunk.isEntry) collect(table, key, already);

  const needed = new Set<string>();
  for (const module of modules) collect(table, module, needed);

  const scripts: string[] = [];
  const styles: string[] = [];
  const alreadyCss = new Set([...already].flatMap((key) => table.get(key)?.css ?? []));
  for (const key of needed) {
    const chunk = table.get(key);
    if (!chunk || already.has(key)) continue;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css) if (!alreadyCss.has(css)) styles.push(`/${css}`);
  }
  return { scripts, styles: [...new Set(styles)] };
}
