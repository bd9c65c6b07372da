// Put in the react chunk (vite.config.ts): React DOM's module body runs when that chunk is evaluated, in a task of its
// own (src/paint-first.js), instead of inside a later chunk's evaluation, one long task fewer (decision 014).
import 'react-dom/client';
