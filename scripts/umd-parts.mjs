/**
 * The UMD file's own parts. A classic script cannot split code, yet the parts a shopper reaches
 * later (the calendar, the card form, the cropper, the admin screens) and the tags a page does not
 * show need not be in its first file. Rollup writes the UMD build as AMD chunks under a private
 * define function (`__resortWidgetsDefine`, never a page's RequireJS `define`): the first file
 * registers every tag and holds React and the shared core; each part is a classic script in
 * `chunks/` beside it that runs against the first file's React and modules, so there is one copy
 * of each on the page. This file holds that define function (put at the top of the first file) and
 * the Rollup plugin that builds the parts.
 *
 * A part is fetched from `chunks/` beside the first file, or from the folder the script tag's
 * `data-umd-base` names; it copies the first file's `nonce` and `crossorigin`, and its address goes
 * through the library's Trusted Types policy (`src/core/trusted-types.ts`), which the first file
 * hands to the define function as `scriptUrl` (`widgets/umd.ts`).
 */

/**
 * Installs `__resortWidgetsDefine(id, deps, factory)` on `g` (once per page: a second file reuses
 * the first one's). Each id is `<prefix><path>`; `base(prefix, folder)` says where that prefix's
 * files are. A module runs as soon as its dependencies have run (at once for the first file, whose
 * only dependencies are `require` and `exports`), so the tags are defined while the first file runs.
 * Kept free of outer names: the build writes it out with `Function.prototype.toString`.
 * @param {typeof globalThis} g
 * @param {Document} doc
 */
export function installPartsRuntime(g, doc) {
  if (g.__resortWidgetsDefine) return;
  var records = {};
  var folders = {};
  var record = function (id) {
    var found = records[id];
    if (found) return found;
    var made = { done: false, exports: {} };
    made.promise = new Promise(function (resolve, reject) {
      made.resolve = resolve;
      made.reject = reject;
    });
    records[id] = made;
    return made;
  };
  var folderOf = function (id) {
    for (var prefix in folders) if (id.indexOf(prefix) === 0) return { prefix: prefix, folder: folders[prefix] };
    return null;
  };
  var fetchPart = function (id) {
    var part = record(id);
    if (part.requested) return part.promise;
    part.requested = true;
    var where = folderOf(id);
    if (!where) {
      part.reject(new Error('resort-widgets: no folder is known for ' + id));
      return part.promise;
    }
    var script = doc.createElement('script');
    var src = new URL(id.slice(where.prefix.length) + '.js', where.folder.href).href;
    // Through the library's Trusted Types policy, which the first file hands over (`define.scriptUrl`).
    try {
      script.src = define.scriptUrl ? define.scriptUrl(src) : src;
    } catch (error) {
      part.reject(error);
      return part.promise;
    }
    script.async = true;
    if (where.folder.nonce) script.nonce = where.folder.nonce;
    if (where.folder.crossOrigin !== null) script.crossOrigin = where.folder.crossOrigin;
    script.onerror = function () {
      part.reject(new Error('resort-widgets: ' + src + ' could not be loaded'));
    };
    doc.head.appendChild(script);
    return part.promise;
  };
  var load = function (id) {
    var found = records[id];
    return found && found.done ? found.exports : fetchPart(id);
  };
  // Rollup names a module's imports relative to its own id (`../resort-widgets.umd`, `./Calendar-x`).
  var resolve = function (from, dep) {
    return dep.charAt(0) === '.' ? new URL(dep, 'resort:/' + from).pathname.slice(1) : dep;
  };
  var define = function (id, deps, factory) {
    var self = record(id);
    if (self.defined) return;
    self.defined = true;
    self.requested = true;
    var require = function (ids, loaded, failed) {
      Promise.all(
        ids.map(function (dep) {
          return load(resolve(id, dep));
        }),
      ).then(function (modules) {
        loaded.apply(null, modules);
      }, failed);
    };
    var values = deps.map(function (dep) {
      return dep === 'require' ? require : dep === 'exports' ? self.exports : load(resolve(id, dep));
    });
    var run = function (args) {
      try {
        factory.apply(null, args);
        self.done = true;
        self.resolve(self.exports);
      } catch (error) {
        self.reject(error);
        throw error;
      }
    };
    var waiting = values.some(function (value) {
      return value instanceof Promise;
    });
    if (waiting) Promise.all(values).then(run, self.reject);
    else run(values);
  };
  /**
   * @param {string} prefix
   * @param {{ href: string, nonce?: string, crossOrigin: string | null }} folder
   */
  define.base = function (prefix, folder) {
    if (!folders[prefix]) folders[prefix] = folder;
  };
  /** @param {string} prefix */
  define.folder = function (prefix) {
    return folders[prefix];
  };
  g.__resortWidgetsDefine = define;
}

/**
 * The first file's opening: the define function, then where its parts are — `data-umd-base` on
 * its script tag, else the folder the file itself was loaded from — and the ESM build whose
 * vendor chunks it shares (`baseSnippet` of `umd-lazy-chunks.mjs`).
 * @param {string} prefix  the ids' prefix of this build (`resort-widgets@0.1.0/`)
 * @param {string} esmBaseSnippet  code that sets `__resortEsmBase` from `document.currentScript`
 */
export const partsBanner = (prefix, esmBaseSnippet) => `(${installPartsRuntime.toString()})(globalThis, document);
(function () {
  ${esmBaseSnippet}
  var script = document.currentScript;
  var here = script && script.src ? script.src : location.href;
  var configured = script && script.getAttribute('data-umd-base');
  __resortWidgetsDefine.base(${JSON.stringify(prefix)}, {
    href: configured ? new URL(configured.replace(/\\/?$/, '/'), here).href : new URL('./', here).href,
    esm: __resortEsmBase,
    nonce: script ? script.nonce : '',
    crossOrigin: script ? script.crossOrigin : null,
  });
})();`;

/** What each chunk of the light build reads the ESM folder from (set by `partsBanner`). */
export const partsEsmBase = (prefix) => `var __resortEsmBase = __resortWidgetsDefine.folder(${JSON.stringify(prefix)}).esm;`;

/**
 * Fails the build when two parts import each other (the define function runs a module once its
 * dependencies have run, so a cycle would never start), or when the first file imports a part
 * (its tags would then be defined only once that part had arrived).
 * @returns {import('rollup').Plugin}
 */
export function partsWithoutCycles() {
  return {
    name: 'resort-umd-parts-without-cycles',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const entry of chunks.filter((chunk) => chunk.isEntry && chunk.imports.length > 0)) {
        this.error(`the UMD file ${entry.fileName} imports ${entry.imports.join(', ')}: it must run on its own`);
      }
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const state = new Map();
      const visit = (chunk, path) => {
        if (state.get(chunk.fileName) === 'done') return;
        if (state.get(chunk.fileName) === 'open') this.error(`the UMD parts import each other: ${[...path, chunk.fileName].join(' → ')}`);
        state.set(chunk.fileName, 'open');
        for (const name of chunk.imports) {
          const next = byName.get(name);
          if (next) visit(next, [...path, chunk.fileName]);
        }
        state.set(chunk.fileName, 'done');
      };
      for (const chunk of chunks) visit(chunk, []);
    },
  };
}

/** A tag's element module (`widgets/cart/elements/resort-minicart.ts`). */
export const ELEMENT_MODULE = /[\\/]widgets[\\/][^\\/]+[\\/]elements[\\/]resort-[a-z-]+\.ts$/;

/**
 * In the light UMD build each tag's component becomes a part: an element module's
 * `component: Name` (imported from `../Name.tsx`) is rewritten to load it when the tag's first
 * island renders. The element itself (attributes, properties, methods) is still defined by the
 * first file. A tag whose element module does not follow that shape fails the build, so no tag
 * drifts back into the first file unnoticed.
 * @param {{ inline?: readonly string[] }} [options]  tags whose component stays in the first file
 * @returns {import('rollup').Plugin}
 */
export function tagsAsParts({ inline = [] } = {}) {
  return {
    name: 'resort-umd-tags-as-parts',
    transform(code, id) {
      if (!ELEMENT_MODULE.test(id)) return null;
      if (inline.some((tag) => id.endsWith(`${tag}.ts`))) return null;
      const component = /\bcomponent: (\w+)\b/.exec(code);
      if (!component) {
        if (/\bload: /.test(code)) return null;
        this.error(`${id}: neither \`component: Name\` nor \`load:\`; the UMD build cannot make it a part`);
      }
      const name = component[1];
      const imported = new RegExp(`^import \\{ ${name} \\} from '(\\.\\./[\\w-]+\\.tsx)';\\n`, 'm').exec(code);
      if (!imported) this.error(`${id}: \`${name}\` is not imported alone from a sibling .tsx file; the UMD build cannot make it a part`);
      return {
        code: code.replace(imported[0], '').replace(component[0], `load: () => import('${imported[1]}').then((module) => ({ default: module.${name} }))`),
        // An element module is a few lines; its map is not worth a dependency.
        map: { mappings: '' },
      };
    },
  };
}
