import { build, type LogLevel, type Plugin } from 'vite';

/** After the browser's build, the server's prerender (src/entry-server.tsx) into dist/server: one `vite build` makes both. */
export function prerenderBuild(): Plugin {
  let configFile: string | undefined;
  let outDir = 'dist';
  let logLevel: LogLevel | undefined;
  let ssr = false;
  return {
    name: 'prerender-build',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      configFile = config.configFile;
      outDir = config.build.outDir;
      logLevel = config.logLevel;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (ssr) return;
        await build({ configFile, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: `${outDir}/server`, emptyOutDir: true } });
      },
    },
  };
}
