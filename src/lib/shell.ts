/** What the shell does for lib/ (which never imports src/app/): the shell connects itself here when it starts. */
interface Shell {
  navigate(path: string): void;
  askToSignIn(message: string): void;
}

export const shell: Shell = {
  navigate: (path) => window.location.assign(path),
  askToSignIn: () => undefined,
};

export function connectShell(parts: Partial<Shell>): void {
  Object.assign(shell, parts);
}
