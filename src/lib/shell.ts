/** What the shell does for lib/ (which never imports src/app/): the shell connects itself here when it starts. */
interface Shell {
  navigate(path: string): void;
  /** Resolves true once the visitor has signed in, false if they closed the sign-in. */
  askToSignIn(message: string): Promise<boolean>;
}

export const shell: Shell = {
  navigate: (path) => window.location.assign(path),
  askToSignIn: async () => false,
};

export function connectShell(parts: Partial<Shell>): void {
  Object.assign(shell, parts);
}
