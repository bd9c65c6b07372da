// Makes sure Debian's Chromium and the CJK fonts are there for the browser tests; installs them when it can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = 'chromium fonts-noto-cjk poppler-utils';
const INSTALL = `apt-get update && apt-get install -y ${PACKAGES}`;

const missing = () =>
  !existsSync('/usr/bin/chromium') || !existsSync('/usr/share/fonts/opentype/noto') || !existsSync('/usr/bin/pdftotext');

if (missing()) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`The browser tests need Debian's Chromium and CJK fonts. Run:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Installing ${PACKAGES} (once)…`);
  execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (missing()) {
    console.error('Chromium is still missing after the install.');
    process.exit(1);
  }
}
