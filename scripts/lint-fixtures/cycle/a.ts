// Half of an import cycle that the lint test expects `import-x/no-cycle` to refuse.
import { b } from './b';

export const a = () => b();
