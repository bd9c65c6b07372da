import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd-mobile['"];?/g;

function componentDir(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Rewrites `import { Button, Toast } from 'antd-mobile'` into one import per component file. The package
 * marks its barrel as having side effects, so through it every page would carry every component.
 */
export function antdMobileImports(): Plugin {
  const components = join(process.cwd(), 'node_modules', 'antd-mobile', 'es', 'components');
  return {
    name: 'antd-mobile-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('antd-mobile')) return null;
      const rewritten = code.replace(NAMED_IMPORT, (_statement, list: string) => {
        const kept: string[] = [];
        const deep: string[] = [];
        for (const specifier of list.split(',').map((part) => part.trim()).filter(Boolean)) {
          const [imported, local = imported] = specifier.replace(/^type\s+/, '').split(/\s+as\s+/);
          const dir = componentDir(imported);
          if (specifier.startsWith('type ') || !existsSync(join(components, dir, 'index.js'))) kept.push(specifier);
          else deep.push(`import ${local} from 'antd-mobile/es/components/${dir}';`);
        }
        return [...deep, ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from 'antd-mobile';`] : [])].join('\n');
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * Points antd-mobile's render hook for imperative APIs at src/lib/antd-react19.ts, so Toast and Dialog render with
 * React 19's createRoot and only the pages that show them carry that code.
 */
export function antdMobileReact19Render(): Plugin {
  const replacement = join(process.cwd(), 'src', 'lib', 'antd-react19.ts');
  return {
    name: 'antd-mobile-react19-render',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './unstable-render' && importer && /antd-mobile[\\/]es[\\/]utils[\\/]/.test(importer)) return replacement;
      return null;
    },
  };
}

/**
 * antd-mobile-icons draw in a 48-unit box with seven decimals and put an id on every SVG element: two decimals are
 * a thousandth of a pixel at icon size, and the ids repeat whenever an icon shows twice on a page (none is referred
 * to). Both go at build time, a third of each icon's bytes.
 */
export function antdMobileIconsTrimmed(): Plugin {
  return {
    name: 'antd-mobile-icons-trimmed',
    transform(code, id) {
      if (!/antd-mobile-icons[\\/]es[\\/]\w+\.js$/.test(id)) return null;
      const rounded = (path: string) => path.replace(/\d+\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100));
      return { code: code.replace(/\bd: "([^"]*)"/g, (_, path: string) => `d: "${rounded(path)}"`).replace(/\bid: "[^"]*",?/g, ''), map: null };
    },
  };
}
