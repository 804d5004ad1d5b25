/**
 * Blueprint icons, bundled where they are used. Blueprint's default loader fetches every icon of a size
 * (~100 KB gzip) on the first icon; instead each feature registers the few icon paths it renders, from an
 * `icons.ts` beside its page, imported for its side effect:
 *
 *   import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
 *   addIcons({ tick: tick16 });          // 16 px paths: icons drawn below 20 px
 *   addIcons({}, { search: search20 });  // 20 px paths: NonIdealState, dialog titles, size={20}
 *
 * An icon nobody registered still renders, through Blueprint's lazy loader (with a console warning that the
 * browser tests turn into a failure).
 */
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error.js';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';

type PathSet = Partial<Record<IconName, IconPaths>>;

const registered = {
  [IconSize.STANDARD]: new Map<IconName, IconPaths>(),
  [IconSize.LARGE]: new Map<IconName, IconPaths>(),
};

async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const bundled = registered[size === IconSize.STANDARD ? IconSize.STANDARD : IconSize.LARGE].get(name);
  if (bundled) return bundled;
  console.warn(`[icons] '${name}' (${size}px) is not registered; add it to an icons.ts`);
  const { splitPathsBySizeLoader } =
    await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader.js');
  return splitPathsBySizeLoader(name, size);
}

Icons.setLoaderOptions({ loader: loadIconPaths });

/** Registers icon paths and loads them into Blueprint, so they render without a network request. */
export function addIcons(paths16: PathSet, paths20: PathSet = {}): Promise<void> {
  const load = (paths: PathSet, size: IconSize.STANDARD | IconSize.LARGE) => {
    const names = Object.keys(paths) as IconName[];
    for (const name of names) registered[size].set(name, paths[name]!);
    return Icons.load(names, size);
  };
  return Promise.all([load(paths16, IconSize.STANDARD), load(paths20, IconSize.LARGE)]).then(() => undefined);
}

/** The icons of the entry's own states (sign-in check failed, page failed), before any page chunk. */
export function registerIcons(): Promise<void> {
  return addIcons({ refresh: refresh16 }, { error: error20 });
}
